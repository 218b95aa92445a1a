/**
 * Visitor text made safe to print on a terminal: control characters (C0, DEL, C1, among them the
 * escape that starts colour and cursor codes, and the line breaks that would forge a line of
 * output) are shown as escapes a person can read, `\n`, `\x1b`, `\u009b`, and a backslash as `\\`
 * so that an escape shown cannot be mistaken for one typed.
 */
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

const hex = (code: number, digits: number) => code.toString(16).padStart(digits, '0');

/** C0, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/g;

function escaped(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code <= 0x7f ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
}

/** For a line of `leads list`. */
export function printable(value: string): string {
  return value.replace(CONTROL_OR_BACKSLASH, escaped);
}

/**
 * For a CSV cell: the line breaks and tabs of a message stay (the cell is quoted, so they cannot
 * start a row); every other control character is escaped.
 */
export function printableCell(value: string): string {
  return value.replace(CONTROL, (char) => (char === '\n' || char === '\r' || char === '\t' ? char : escaped(char)));
}

/**
 * JSON escapes C0 controls itself but writes DEL and C1 as they are; written as \u escapes they
 * read back as the same text. Only string contents can hold them, so the whole document is safe
 * to rewrite.
 */
export function printableJson(json: string): string {
  return json.replace(/[\u007f-\u009f]/g, (char) => `\\u${hex(char.charCodeAt(0), 4)}`);
}
