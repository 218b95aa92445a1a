import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

type PurifierWindow = Parameters<typeof DOMPurify>[0];

let purifier: Purifier | null = null;

/**
 * The same markup comes again and again (every visitor's page on a server, every visit of a page
 * in a browser): it is cleaned once. The oldest results go first past this many.
 */
const REMEMBERED = 500;
const cleaned = new Map<string, string>();
const remember = (html: string, clean: string) => {
  cleaned.set(html, clean);
  if (cleaned.size > REMEMBERED) cleaned.delete(cleaned.keys().next().value as string);
};
let serverWindow: PurifierWindow | null = null;

/**
 * A server has no DOM of its own: it hands one (jsdom's window) to the sanitizer before it renders,
 * so markup is cleaned there exactly as in the browser and the page hydrates with the same text.
 */
export function setSanitizerWindow(window: PurifierWindow): void {
  serverWindow = window;
  purifier = null;
  cleaned.clear();
}

/** One configured instance of our own, so the hook never touches other users of DOMPurify. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  const target = serverWindow ?? (typeof window === 'undefined' ? null : window);
  if (!target) return null;
  purifier = DOMPurify(target);
  // Parsed once, not on every call.
  purifier.setConfig({ ADD_ATTR: ['target'], USE_PROFILES: { html: true } });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens a new tab must not hand the opener (or the referrer) to that page.
    if (node.nodeType === 1 && (node as Element).tagName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Cleans markup from the backend: no scripts, no event handlers, no javascript: links; links that
 * open a new tab get rel="noopener noreferrer". Without a DOM (a server that gave none) nothing is rendered.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const instance = getPurifier();
  if (!instance) return '';
  const clean = instance.sanitize(html);
  remember(html, clean);
  return clean;
}
