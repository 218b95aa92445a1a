/**
 * What the log keeps of a failure: its class, code, message and stack. Never the values it
 * carries: database drivers attach the statement's parameters (`params`, a lead's name, e-mail,
 * phone and message) and its text (`query`), PostgreSQL's `detail` and `where` quote the rows, and
 * the request body is the visitor's. Those values are also cut out of the message and the stack,
 * in case a message quotes one.
 */
export interface FailureForLog {
  type: string;
  code?: string;
  message: string;
  stack?: string;
  cause?: FailureForLog;
}

const REDACTED = '[redacted]';
const MAX_MESSAGE_LENGTH = 500;
/** Shorter values are cut only where a message quotes them whole ("1", "ab"), not inside words. */
const MIN_LOOSE_MATCH = 4;
const MAX_CAUSES = 3;

/** Every text in a value: strings, and the strings inside JSON text (a statement's rows as JSON). */
function textsIn(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 16) return into;
  if (typeof value === 'string') {
    if (value === '') return into;
    into.add(value);
    if (/^\s*[[{"]/.test(value)) {
      try {
        textsIn(JSON.parse(value), into, depth + 1);
      } catch {
        // Not JSON: the text itself is enough.
      }
    }
  } else if (typeof value === 'number' || typeof value === 'bigint') {
    into.add(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) textsIn(item, into, depth + 1);
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const item of Object.values(value)) textsIn(item, into, depth + 1);
  }
  return into;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function redact(text: string, secrets: readonly string[]): string {
  let result = text.replace(/"([^"]*)"|'([^']*)'/g, (quoted, double: string | undefined, single: string | undefined) =>
    secrets.includes(double ?? single ?? '') ? `"${REDACTED}"` : quoted,
  );
  for (const secret of secrets) {
    if (secret.length >= MIN_LOOSE_MATCH) result = result.replace(new RegExp(escapeRegExp(secret), 'g'), REDACTED);
  }
  return result;
}

function describe(error: unknown, secrets: readonly string[], depth: number): FailureForLog {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'A value that is not an Error was thrown' };
  }
  const carried = error as Error & { code?: unknown; params?: unknown; cause?: unknown };
  const own = [...textsIn(carried.params, new Set(secrets))].sort((a, b) => b.length - a.length);
  const type = error.constructor?.name || error.name || 'Error';
  const message = redact(String(error.message), own).slice(0, MAX_MESSAGE_LENGTH);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const failure: FailureForLog = { type, message };
  if (typeof carried.code === 'string' || typeof carried.code === 'number') failure.code = String(carried.code);
  if (frames.length > 0) failure.stack = [`${type}: ${message}`, ...frames.map((frame) => redact(frame, own))].join('\n');
  if (carried.cause !== undefined && depth < MAX_CAUSES) failure.cause = describe(carried.cause, own, depth + 1);
  return failure;
}

/** `knownSecrets`: values the caller knows are the visitor's (the request body), cut out as well. */
export function failureForLog(error: unknown, knownSecrets: unknown = undefined): FailureForLog {
  return describe(error, [...textsIn(knownSecrets, new Set())], 0);
}
