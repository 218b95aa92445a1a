import { trimSlash } from '../config';
import type * as Reads from './get-data';
import type { NewsList, NewsRecord } from './get-data';
import { ApiUnavailableError } from './api-unavailable-error';
import { postData } from './post-data';
import type { PostResult } from './post-data';
import type { RecordOf, RecordSchema } from './record-schema';
import { consoleApiLog, INTERNAL_SERVER_ERROR, requestJson } from './request-json';
import type { ApiLog, RawOutcome, RequestOptions } from './request-json';

/**
 * The one API client of SPEC §8, bound to one backend: its address, the fetch it goes through and
 * where its toasts go. A site runtime (@group/shared/runtime) holds one; queries and forms are
 * handed it, never reach for one of their own.
 */
export type ApiClient = {
  /** `data` parsed with `schema`; undefined when the call failed (its toast is queued) or does not match. */
  getData: <S extends RecordSchema>(path: string, schema: S, options?: RequestOptions) => Promise<RecordOf<S> | undefined>;
  /** A list endpoint: records that do not match are dropped and logged. */
  getList: <S extends RecordSchema>(path: string, itemSchema: S, options?: RequestOptions) => Promise<RecordOf<S>[] | undefined>;
  /** An endpoint whose first list element is used (a bare object is accepted too). */
  getFirst: <S extends RecordSchema>(path: string, itemSchema: S, options?: RequestOptions) => Promise<RecordOf<S> | undefined>;
  /** A news page, `NewsItem[]` or `{ news, totalCount }`. */
  getNewsList: <S extends RecordSchema>(path: string, itemSchema: S, options?: RequestOptions) => Promise<NewsList<RecordOf<S>> | undefined>;
  /** A record keyed by category name, each `{ news, totalCount }`. */
  getRecord: <S extends RecordSchema>(path: string, itemSchema: S, options?: RequestOptions) => Promise<NewsRecord<RecordOf<S>> | undefined>;
  /**
   * A record named by the visitor's address (a slug): undefined when the API answers that it has
   * none (no toast); rejects with ApiUnavailableError when it could not be read (SPEC §8's toast queued).
   */
  lookUp: <S extends RecordSchema>(path: string, schema: S, options?: RequestOptions) => Promise<RecordOf<S> | undefined>;
  /** JSON or multipart; no toast, the failure's details are returned. */
  postData: (path: string, body: object | FormData, options?: RequestOptions) => Promise<PostResult>;
};

export type ApiClientOptions = {
  /** The API's base address (API_BASE_URL). */
  baseUrl: string;
  /** The platform's fetch when left out (looked up at each call). */
  fetch?: typeof fetch;
  /** Where SPEC §8's toasts of failed reads go. */
  notifyError: (message: string) => void;
  /** Where failures are logged: the console when left out (a server hands its log). */
  log?: ApiLog;
};

/**
 * How a read's answer is checked: with the contract's schemas, whose code (zod) comes as a chunk
 * of its own with the first read, so a page the server rendered whole never downloads it
 * (docs/decisions/0018-first-load-javascript.md).
 */
const loadReads = () => import('./get-data');

export function createApiClient({ baseUrl, fetch = (input, init) => globalThis.fetch(input, init), notifyError, log = consoleApiLog }: ApiClientOptions): ApiClient {
  const connection = { baseUrl: trimSlash(baseUrl), fetch, notifyError, log };
  /** A GET and the code that checks its answer, fetched at once; then the answer, checked. */
  const read = async <T>(path: string, options: RequestOptions = {}, check: (reads: typeof Reads, outcome: RawOutcome) => T | undefined) => {
    const [reads, outcome] = await Promise.all([
      loadReads().catch((error: unknown) => {
        log.error(`[api] GET ${path}: the contract's schemas could not be loaded`, error);
        return undefined;
      }),
      requestJson(connection, path, { method: 'GET', signal: options.signal }),
    ]);
    if (reads) return check(reads, outcome);
    if (outcome.kind !== 'aborted') notifyError(INTERNAL_SERVER_ERROR);
    return undefined;
  };
  return {
    getData: (path, schema, options) => read(path, options, (reads, outcome) => reads.getData(connection, path, outcome, schema)),
    getList: (path, itemSchema, options) => read(path, options, (reads, outcome) => reads.getList(connection, path, outcome, itemSchema)),
    getFirst: (path, itemSchema, options) => read(path, options, (reads, outcome) => reads.getFirst(connection, path, outcome, itemSchema)),
    getNewsList: (path, itemSchema, options) => read(path, options, (reads, outcome) => reads.getNewsList(connection, path, outcome, itemSchema)),
    getRecord: (path, itemSchema, options) => read(path, options, (reads, outcome) => reads.getRecord(connection, path, outcome, itemSchema)),
    lookUp: async (path, schema, options) => {
      const found = await read(path, options, (reads, outcome) => ({ record: reads.lookUp(connection, path, outcome, schema) }));
      // Without the schemas nothing can be told of the answer: a failure (its toast is queued).
      if (!found) throw new ApiUnavailableError(path, "could not be checked: the contract's schemas could not be loaded");
      return found.record;
    },
    postData: (path, body, options) => postData(connection, path, body, options),
  };
}
