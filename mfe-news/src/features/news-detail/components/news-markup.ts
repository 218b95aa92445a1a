import type { HtmlSanitizer } from '@group/shared/runtime';

/**
 * One tag of the sanitizer's output. Its serializer quotes every attribute value with " (a " inside
 * becomes &quot;) and escapes < in text, so tags are found reliably without a DOM, which a server
 * render does not have. Matching left to right, a tag's quoted values are consumed with it.
 */
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g;

/** Unwrapped: their text stays, shown plain. */
const BOLD = new Set(['strong', 'b']);

/** Attributes that carry the backend's own look; removed so the site's paragraph styles apply. */
const PRESENTATION_ATTRIBUTE = /\s+(?:style|class|align|face|size|color)="[^"]*"/gi;

/**
 * SPEC §2, news detail: the description's paragraphs take the site's styles and bold is shown as
 * plain text. <strong> and <b> are unwrapped (their text stays), inline styles and classes dropped.
 * Sanitized (by the site runtime's `sanitizeHtml`) before and, through SafeHtml, after.
 */
export function plainNewsMarkup(html: string, sanitizeHtml: HtmlSanitizer): string {
  if (!html.trim()) return '';
  return sanitizeHtml(html).replace(TAG, (_tag, closing: string, name: string, attributes: string) =>
    BOLD.has(name.toLowerCase()) ? '' : `<${closing}${name}${attributes.replace(PRESENTATION_ATTRIBUTE, '')}>`,
  );
}

/** Elements that end a line of text: a space keeps their words apart once the tags are gone. */
const BLOCKS = new Set(['p', 'div', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr']);

/** The only references the serializer writes in text. */
const TEXT_REFERENCES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': '\u00a0' };

/** The description as plain text for the page head, cut at a word near `maxLength`. */
export function markupToText(html: string, sanitizeHtml: HtmlSanitizer, maxLength = 160): string {
  // Sanitized first: a script's source is text too, and must not reach the head.
  const spaced = sanitizeHtml(html).replace(TAG, (_tag, closing: string, name: string) => {
    const element = name.toLowerCase();
    // After a block's end tag, or after <br>, which has none.
    return BLOCKS.has(element) && (closing !== '' || element === 'br') ? ' ' : '';
  });
  const text = spaced
    .replace(/&(?:amp|lt|gt|nbsp);/g, (reference) => TEXT_REFERENCES[reference])
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Plain text shown where the kit expects markup (headings), so it is never read as tags. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
