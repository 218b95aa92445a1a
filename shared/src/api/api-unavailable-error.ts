/**
 * A read that could not be made: the API did not answer (network failure, time-out), answered
 * with a failure other than its "not found" (a 5xx, a body that is not its envelope), or sent data
 * the contract rejects. Unlike "not found", it says nothing about whether the record exists: a
 * page that needed it is unavailable for now (503), not gone (404).
 */
export class ApiUnavailableError extends Error {
  override readonly name = 'ApiUnavailableError';

  constructor(
    /** The API path that was read, e.g. `/newscentre/solar-park`. */
    readonly path: string,
    /** What the read did, e.g. "failed" (no answer) or "answered HTTP status 503". */
    readonly reason: string,
  ) {
    super(`GET ${path} ${reason}`);
  }
}

/** Whether `error` is a read that failed rather than anything else a query may throw. */
export const isApiUnavailable = (error: unknown): error is ApiUnavailableError => error instanceof ApiUnavailableError;
