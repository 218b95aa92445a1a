import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

/** One configured instance of our own, so the hook never touches other users of DOMPurify. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens a new tab must not hand the opener (or the referrer) to that page.
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Cleans markup from the backend: no scripts, no event handlers, no javascript: links; links that
 * open a new tab get rel="noopener noreferrer". Without a DOM (server) nothing is rendered.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { ADD_ATTR: ['target'], USE_PROFILES: { html: true } });
}
