import type { DOMPurify, WindowLike } from 'dompurify';
import type * as Purifier from './purifier';

/** A window DOMPurify can work in: the browser's, or on a server jsdom's. */
export type SanitizerWindow = WindowLike;

/**
 * Cleans markup from the backend: no scripts, no event handlers, no javascript: links; links that
 * open a new tab get rel="noopener noreferrer". Empty for missing markup.
 *
 * DOMPurify's code is a chunk of its own; markup with nothing to clean needs none
 * (isPlainMarkup, below). Other markup, before the code is in, suspends the render that asks for it,
 * as React.lazy does (the call throws the promise of `load()`; after a failed load, the error):
 * markup is never shown uncleaned. SafeHtml does not wait where it need not: see there.
 */
export type HtmlSanitizer = {
  (html: string | null | undefined): string;
  /** The clean markup if it can be had without waiting for DOMPurify's code, else undefined. */
  now(html: string | null | undefined): string | undefined;
  /** Resolves once it can clean any markup, fetching DOMPurify's code the first time. */
  load(): Promise<void>;
};

export type HtmlSanitizerOptions = {
  /**
   * When DOMPurify's code is fetched: at once (`now`: a server's sanitizer, which cleans the
   * markup of every page it renders), or with the first markup to clean (`when-needed`: a
   * browser's, whose first page came cleaned by the server).
   */
  load?: 'now' | 'when-needed';
};

/** Text-level elements: inside the blocks below or each other. */
const PHRASING = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'mark']);
/** Blocks, at the top level only: a paragraph or a list in a phrase, a list in a paragraph, is rearranged by the parser. */
const TOP_LEVEL = new Set(['p', 'ul', 'ol']);
const LISTS = new Set(['ul', 'ol']);

/**
 * A tag as DOMPurify writes one, or a run of text it writes back as it is (`&`, `<`, `>` and
 * no-break spaces come back escaped; the parser drops carriage returns and NUL).
 */
const TOKEN = /<(\/?)([a-z]+)>|[^<>&\r\0\u00a0]+/y;

function mayOpen(name: string, parent: string | undefined): boolean {
  if (PHRASING.has(name)) return parent === undefined || !LISTS.has(parent);
  if (TOP_LEVEL.has(name)) return parent === undefined;
  return name === 'li' && parent !== undefined && LISTS.has(parent);
}

/**
 * Markup with nothing to clean: text, and tags without attributes from a short list, written as
 * DOMPurify writes them (lower case, balanced, nested as the parser keeps them). It cannot run
 * anything (no attributes, no element that loads or runs content), and DOMPurify would give it
 * back unchanged, so it is used as it is: a browser needs no DOMPurify for a counter's name or a
 * banner's title. Anything else (an attribute, an entity, a link, other nesting) is DOMPurify's.
 */
export function isPlainMarkup(html: string): boolean {
  const open: string[] = [];
  for (let at = 0; at < html.length; at = TOKEN.lastIndex) {
    TOKEN.lastIndex = at;
    const token = TOKEN.exec(html);
    if (!token) return false;
    const [, closing, name] = token;
    if (name === undefined || (name === 'br' && !closing)) continue;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (mayOpen(name, open.at(-1))) {
      open.push(name);
    } else {
      return false;
    }
  }
  return open.length === 0;
}

type PurifierCode = typeof Purifier;

// DOMPurify's code, fetched once per page (or server process) by whichever sanitizer needs it
// first. Code only: each sanitizer sets up its own instance on its own window.
let purifierCode: PurifierCode | undefined;
let arriving: Promise<void> | undefined;
let failure: unknown;

/**
 * The error of the last load, once: a render that suspended on it fails with it (its error
 * boundary shows), and the next render asks again, rather than asking again at once, forever.
 */
function takeFailure(): unknown {
  const error = failure;
  failure = undefined;
  return error;
}

function loadPurifierCode(): Promise<void> {
  arriving ??= import(/* webpackChunkName: "html-sanitizer" */ './purifier').then(
    (code) => {
      purifierCode = code;
      failure = undefined;
    },
    (error: unknown) => {
      // The next load() asks again.
      arriving = undefined;
      failure = error;
      throw error;
    },
  );
  return arriving;
}

/**
 * The same markup comes again and again (every visitor's page on a server, every visit of a page
 * in a browser): it is cleaned once. The oldest results go first past this many.
 */
const REMEMBERED = 500;

/**
 * A sanitizer working in `window`. A server has no DOM of its own: it hands one (jsdom's window),
 * so markup is cleaned there exactly as in the browser and the page hydrates with the same text.
 * Without a window (null) nothing is rendered. DOMPurify is set up with the first markup cleaned.
 */
export function createHtmlSanitizer(window: SanitizerWindow | null, { load = 'now' }: HtmlSanitizerOptions = {}): HtmlSanitizer {
  let purifier: DOMPurify | null = null;
  const cleaned = new Map<string, string>();
  const now = (html: string | null | undefined): string | undefined => {
    if (!html || !window) return '';
    if (isPlainMarkup(html)) return html;
    const known = cleaned.get(html);
    if (known !== undefined) return known;
    if (!purifierCode) return undefined;
    purifier ??= purifierCode.createPurifier(window);
    const clean = purifier.sanitize(html);
    cleaned.set(html, clean);
    if (cleaned.size > REMEMBERED) cleaned.delete(cleaned.keys().next().value as string);
    return clean;
  };
  const sanitize = (html: string | null | undefined): string => now(html) ?? throwUntilLoaded();
  const isReady = () => !window || purifierCode !== undefined;
  if (load === 'now' && !isReady()) loadPurifierCode().catch(() => undefined);
  return Object.assign(sanitize, { now, load: () => (isReady() ? Promise.resolve() : loadPurifierCode()) });
}

/** Suspends the render that needs DOMPurify's code until it is in; fails it if the code could not be loaded. */
function throwUntilLoaded(): never {
  throw arriving ?? takeFailure() ?? loadPurifierCode();
}

/** DOMPurify's code in before anything is rendered, as on a server: for the test helpers. */
export const loadSanitizerCode = (): Promise<void> => (purifierCode ? Promise.resolve() : loadPurifierCode());
