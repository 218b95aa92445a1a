/**
 * Content files are validated with the shared contract, whose tolerant reading turns "3" into 3 and
 * `{ "url": "" }` into no image. The parsed records decide sorting, visibility and links; the API
 * answers each record as its file writes it, so the site reads what any backend may send.
 */
const asWritten = new WeakMap<object, unknown>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Pairs each parsed record of a file (a list, a keyed record or one object) with its written form. */
export function rememberAsWritten(parsed: unknown, written: unknown): void {
  if (!isObject(parsed) || !isObject(written)) return;
  if (Array.isArray(parsed) && Array.isArray(written)) {
    parsed.forEach((record, index) => isObject(record) && asWritten.set(record, written[index]));
    return;
  }
  asWritten.set(parsed, written);
  // A file keyed by name (page meta): each value is a record too.
  for (const [key, record] of Object.entries(parsed)) {
    if (isObject(record) && !Array.isArray(record)) asWritten.set(record, (written as Record<string, unknown>)[key]);
  }
}

/** The record as its file writes it; the parsed record when it was not read from a file. */
export const writtenForm = (record: unknown): unknown => (isObject(record) && asWritten.has(record) ? asWritten.get(record) : record);
