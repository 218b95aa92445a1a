/** A value safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that is safe inside a <script> element (no "</script>", no line separators). */
export const toScriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

type Attributes = Record<string, string | true | undefined>;

/** `<name a="1" b>`: `true` writes the bare attribute, undefined leaves it out. */
export const tag = (name: string, attributes: Attributes): string => {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | true] => entry[1] !== undefined)
    .map(([key, value]) => (value === true ? key : `${key}="${escapeAttribute(value)}"`));
  return `<${[name, ...written].join(' ')}>`;
};

/** The origin of an absolute URL, or undefined for anything else. */
export const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};
