import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

type PurifierWindow = Parameters<typeof DOMPurify>[0];

let purifier: Purifier | null = null;
let serverWindow: PurifierWindow | null = null;

/**
 * A server has no DOM of its own: it hands one (jsdom's window) to the sanitizer before it renders,
 * so markup is cleaned there exactly as in the browser and the page hydrates with the same text.
 */
export function setSanitizerWindow(window: PurifierWindow): void {
  serverWindow = window;
  purifier = null;
}

/** One configured instance of our own, so the hook never touches other users of DOMPurify. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  const target = serverWindow ?? (typeof window === 'undefined' ? null : window);
  if (!target) return null;
  purifier = DOMPurify(target);
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
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { ADD_ATTR: ['target'], USE_PROFILES: { html: true } });
}
