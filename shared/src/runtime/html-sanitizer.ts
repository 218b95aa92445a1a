import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

/** A window DOMPurify can work in: the browser's, or on a server jsdom's. */
export type SanitizerWindow = Parameters<typeof DOMPurify>[0];

/**
 * Cleans markup from the backend: no scripts, no event handlers, no javascript: links; links that
 * open a new tab get rel="noopener noreferrer". Empty for missing markup.
 */
export type HtmlSanitizer = (html: string | null | undefined) => string;

/**
 * The same markup comes again and again (every visitor's page on a server, every visit of a page
 * in a browser): it is cleaned once. The oldest results go first past this many.
 */
const REMEMBERED = 500;

/** One configured instance of our own, so the hook never touches other users of DOMPurify. */
function createPurifier(window: SanitizerWindow): Purifier {
  const purifier = DOMPurify(window);
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
 * A sanitizer working in `window`. A server has no DOM of its own: it hands one (jsdom's window),
 * so markup is cleaned there exactly as in the browser and the page hydrates with the same text.
 * Without a window (null) nothing is rendered. DOMPurify is set up with the first markup cleaned.
 */
export function createHtmlSanitizer(window: SanitizerWindow | null): HtmlSanitizer {
  let purifier: Purifier | null = null;
  const cleaned = new Map<string, string>();
  return (html) => {
    if (!html) return '';
    const known = cleaned.get(html);
    if (known !== undefined) return known;
    if (!window) return '';
    purifier ??= createPurifier(window);
    const clean = purifier.sanitize(html);
    cleaned.set(html, clean);
    if (cleaned.size > REMEMBERED) cleaned.delete(cleaned.keys().next().value as string);
    return clean;
  };
}
