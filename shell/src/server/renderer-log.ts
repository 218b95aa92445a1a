import type { ApiLog } from '@group/shared/api';
import type { RendererLog } from '@group/shared/page-renderer';

/** An error as a log line carries it: its kind, message and stack, nothing it holds besides. */
export const errorFields = (error: unknown): Record<string, unknown> =>
  error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { message: String(error) };

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
  const fieldsOf = (detail: unknown) => (detail === undefined ? {} : detail instanceof Error ? { err: errorFields(detail) } : { detail });
  return {
    warn: (message, detail) => log.warn(fieldsOf(detail), message),
    error: (message, detail) => log.error(fieldsOf(detail), message),
  };
}
