/**
 * Characters a stored text may not hold: C0 controls, DEL and C1 controls (they forge lines and
 * run escape codes wherever the text is printed), and lone surrogates (half a character, which
 * UTF-8 cannot encode and PostgreSQL refuses). A multi-line text may hold tabs and line breaks.
 */
export type TextKind = 'line' | 'multiline';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

export function holdsDisallowedCharacter(value: string, kind: TextKind): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isControl(code)) {
      if (kind === 'multiline' && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
      return true;
    }
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return true;
      index += 1;
    } else if (isLowSurrogate(code)) {
      return true;
    }
  }
  return false;
}
