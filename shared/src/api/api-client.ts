import type * as z from 'zod/mini';
import { trimSlash } from '../config';
import { getData, getFirst, getList, getNewsList, getRecord } from './get-data';
import type { NewsList, NewsRecord } from './get-data';
import { postData } from './post-data';
import type { PostResult } from './post-data';
import type { RequestOptions } from './request-json';

/**
 * The one API client of SPEC §8, bound to one backend: its address, the fetch it goes through and
 * where its toasts go. A site runtime (@group/shared/runtime) holds one; queries and forms are
 * handed it, never reach for one of their own.
 */
export type ApiClient = {
  /** `data` parsed with `schema`; undefined when the call failed (its toast is queued) or does not match. */
  getData: <S extends z.core.$ZodType>(path: string, schema: S, options?: RequestOptions) => Promise<z.output<S> | undefined>;
  /** A list endpoint: records that do not match are dropped and logged. */
  getList: <S extends z.core.$ZodType>(path: string, itemSchema: S, options?: RequestOptions) => Promise<z.output<S>[] | undefined>;
  /** An endpoint whose first list element is used (a bare object is accepted too). */
  getFirst: <S extends z.core.$ZodType>(path: string, itemSchema: S, options?: RequestOptions) => Promise<z.output<S> | undefined>;
  /** A news page, `NewsItem[]` or `{ news, totalCount }`. */
  getNewsList: <S extends z.core.$ZodType>(path: string, itemSchema: S, options?: RequestOptions) => Promise<NewsList<z.output<S>> | undefined>;
  /** A record keyed by category name, each `{ news, totalCount }`. */
  getRecord: <S extends z.core.$ZodType>(path: string, itemSchema: S, options?: RequestOptions) => Promise<NewsRecord<z.output<S>> | undefined>;
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
};

export function createApiClient({ baseUrl, fetch = (input, init) => globalThis.fetch(input, init), notifyError }: ApiClientOptions): ApiClient {
  const connection = { baseUrl: trimSlash(baseUrl), fetch, notifyError };
  return {
    getData: (path, schema, options) => getData(connection, path, schema, options),
    getList: (path, itemSchema, options) => getList(connection, path, itemSchema, options),
    getFirst: (path, itemSchema, options) => getFirst(connection, path, itemSchema, options),
    getNewsList: (path, itemSchema, options) => getNewsList(connection, path, itemSchema, options),
    getRecord: (path, itemSchema, options) => getRecord(connection, path, itemSchema, options),
    postData: (path, body, options) => postData(connection, path, body, options),
  };
}
