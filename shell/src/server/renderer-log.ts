import type { ApiLog } from '@group/shared/api';
import type { RendererLog } from '@group/shared/page-renderer';

/** An error of this realm or another (fetch's, jsdom's): something with a name and a message. */
const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error || (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string' && typeof (value as Error).name === 'string');

/** An error as a log line carries it: its kind, message, stack and cause (fetch's "fetch failed" says why there), nothing it holds besides. */
export const errorFields = (error: unknown): Record<string, unknown> => {
  if (!isErrorLike(error)) return { message: String(error) };
  const cause = isErrorLike(error.cause) ? `${error.cause.name}: ${error.cause.message}` : undefined;
  return { type: error.name, message: error.message, stack: error.stack, ...(cause ? { cause } : {}) };
};

const writeLine = (level: 'warn' | 'error', fields: Record<string, unknown>, message: string) =>
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), ...fields, msg: message })}\n`);

/** A renderer used without a server's logger writes JSON lines to standard error. */
export const standardErrorLog: RendererLog = {
  warn: (fields, message) => writeLine('warn', fields, message),
  error: (fields, message) => writeLine('error', fields, message),
};

/**
 * The API client's log on the server: each failed read or rejected record one line of the
 * request's log. A detail is an error, or the contract's issues with a record of public content.
 */
export function apiLogOf(log: RendererLog): ApiLog {
  const fieldsOf = (detail: unknown) => (detail === undefined ? {} : isErrorLike(detail) ? { err: errorFields(detail) } : { detail });
  return {
    warn: (message, detail) => log.warn(fieldsOf(detail), message),
    error: (message, detail) => log.error(fieldsOf(detail), message),
  };
}
