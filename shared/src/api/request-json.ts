import { joinUrl } from '../config';

/** What came back from one HTTP request, before any envelope or schema is looked at. */
export type RawOutcome =
  | { kind: 'json'; httpStatus: number; body: unknown }
  | { kind: 'unparsable'; httpStatus: number }
  | { kind: 'network'; error: unknown }
  | { kind: 'aborted' };

export type RequestOptions = {
  /** No default time-out (SPEC §9); callers that want one pass a signal. */
  signal?: AbortSignal;
};

/** What one API client reads and posts through: its own address, fetch and toast sink. */
export type ApiConnection = {
  /** The API's base address, without a trailing slash. */
  baseUrl: string;
  /**
   * The fetch every read and form post goes through: the platform's, unless a server puts a
   * cache in front of the API (the site's server keeps answers a few seconds, shared by its visitors).
   */
  fetch: typeof fetch;
  /** Where the toasts of failed reads go (SPEC §8). */
  notifyError: (message: string) => void;
  /** Where failed calls and records the contract rejects are logged (the console, in a browser). */
  log: ApiLog;
};

/** A message, and what it is about (an error, the issues of a rejected record). */
export type ApiLog = {
  warn: (message: string, detail?: unknown) => void;
  error: (message: string, detail?: unknown) => void;
};

/** The browser's console: a detail that is not there is not printed as "undefined". */
export const consoleApiLog: ApiLog = {
  warn: (message, ...detail) => console.warn(message, ...detail),
  error: (message, ...detail) => console.error(message, ...detail),
};

/** SPEC §8: the toast shown when the network or the server fails. */
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';

/** SPEC §9: HTTP success is 200 to 299. */
export const isHttpSuccess = (status: number): boolean => status >= 200 && status <= 299;

const isAbort = (error: unknown, signal?: AbortSignal): boolean =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

/** Fetches `path` on the connection's base address and reads the body as JSON, never throwing. */
export async function requestJson(connection: ApiConnection, path: string, init: RequestInit = {}): Promise<RawOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await connection.fetch(joinUrl(connection.baseUrl, path), { ...init, headers: { Accept: 'application/json', ...init.headers } });
    text = await response.text();
  } catch (error) {
    return isAbort(error, init.signal ?? undefined) ? { kind: 'aborted' } : { kind: 'network', error };
  }
  if (init.signal?.aborted) return { kind: 'aborted' };
  try {
    return { kind: 'json', httpStatus: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'unparsable', httpStatus: response.status };
  }
}
