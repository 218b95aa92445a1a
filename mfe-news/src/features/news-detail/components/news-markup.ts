import { sanitizeHtml } from '@group/shared/ui';

/** Attributes that carry the backend's own look; removed so the site's paragraph styles apply. */
const PRESENTATION_ATTRIBUTES = ['style', 'class', 'align', 'face', 'size', 'color'];

/**
 * A document of its own, without a browsing context: nothing in it runs or loads (an element moved
 * into the page's document would start loading its images, and their handlers could run).
 */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').body;
}

/**
 * SPEC §2, news detail: the description's paragraphs take the site's styles and bold is shown as
 * plain text. <strong> and <b> are unwrapped (their text stays), inline styles and classes dropped.
 * Sanitized before and, through SafeHtml, after.
 */
export function plainNewsMarkup(html: string): string {
  if (!html.trim()) return '';
  const holder = parse(sanitizeHtml(html));
  holder.querySelectorAll('strong, b').forEach((bold) => bold.replaceWith(...Array.from(bold.childNodes)));
  holder.querySelectorAll('*').forEach((element) => {
    PRESENTATION_ATTRIBUTES.forEach((name) => element.removeAttribute(name));
  });
  return holder.innerHTML;
}

/** Elements that end a line of text: a space keeps their words apart once the tags are gone. */
const BLOCKS = 'p, div, li, br, h1, h2, h3, h4, h5, h6, blockquote, tr';

/** The description as plain text for the page head, cut at a word near `maxLength`. */
export function markupToText(html: string, maxLength = 160): string {
  // Sanitized first: a script's source is text too, and must not reach the head.
  const holder = parse(sanitizeHtml(html));
  holder.querySelectorAll(BLOCKS).forEach((block) => block.after(' '));
  const text = (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Plain text shown where the kit expects markup (headings), so it is never read as tags. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
