/**
 * Markup with nothing to clean: text, and tags without attributes from a short list, written as
 * DOMPurify writes them (lower case, balanced, nested as the parser keeps them). It cannot run
 * anything (no attributes, no element that loads or runs content), and DOMPurify would give it
 * back unchanged, so it is used as it is: a browser needs no DOMPurify for a counter's name or a
 * banner's title. Anything else (an attribute, an entity, a link, other nesting) is DOMPurify's.
 */

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
