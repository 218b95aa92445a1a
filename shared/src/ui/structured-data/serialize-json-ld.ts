/** What must never appear as itself in a script element's text. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const unicodeEscape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON for the text of a script element. The element ends at the first "</script" whatever the
 * JSON around it means, so `<` is written as \u003c, and `>` and `&` with it so that no markup
 * (a comment opener, a reference) forms either. JSON.stringify leaves U+2028 and U+2029 raw, and
 * older JavaScript parsers read them as line ends. Every escape is still JSON: a parser reads the
 * same value back.
 */
export const serializeJsonLd = (node: object): string => JSON.stringify(node).replace(UNSAFE_IN_SCRIPT, unicodeEscape);
