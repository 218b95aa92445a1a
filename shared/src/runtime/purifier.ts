import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier, WindowLike } from 'dompurify';

/**
 * DOMPurify set up as the site cleans markup, in a chunk of its own: a browser loads it only
 * when it has markup to clean (html-sanitizer.ts). One instance per window, so the hook never
 * touches other users of DOMPurify.
 */
export function createPurifier(window: WindowLike): Purifier {
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
