import * as z from 'zod/mini';
import { isHttpSuccess, requestJson } from './request-json';
import type { ApiConnection, RequestOptions } from './request-json';

// The API client's reads (SPEC §8, §9): the `{status, data}` envelope first, then its data
// against the contract. A read that fails queues its toast and comes back undefined; data that
// does not match the contract is logged and left out.

/** SPEC §8: the toast shown when the network or the server fails. */
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';

/** A page of news. `totalCount` is known only when the backend sends it. */
export type NewsList<T> = { news: T[]; totalCount?: number };

/** Per category, as /newscentre/initial answers. */
export type NewsRecord<T> = Record<string, { news: T[]; totalCount: number }>;

const wrapperSchema = z.object({
  status: z.number(),
  data: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
});

const pageShape = z.object({
  news: z.array(z.unknown()),
  totalCount: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/** The unparsed `data` of a successful response. */
type EnvelopeData = { data: unknown };

const serverFailure = (connection: ApiConnection, path: string, why: string): undefined => {
  console.error(`[api] GET ${path} ${why}`);
  connection.notifyError(INTERNAL_SERVER_ERROR);
  return undefined;
};

/**
 * SPEC §8 and §9 for reads, in this order:
 * - an HTTP status outside 200–299 is a server failure, whatever its body says: "Internal Server
 *   Error";
 * - a 2xx whose body is not JSON, or JSON without the `{status, data}` wrapper: "Internal Server
 *   Error";
 * - a 2xx whose body status is not 200: the body's message (else "Internal Server Error").
 * A network failure shows "Internal Server Error" too. Either way nothing is returned. An aborted
 * request is the caller's choice: no toast.
 */
async function getEnvelopeData(connection: ApiConnection, path: string, options: RequestOptions = {}): Promise<EnvelopeData | undefined> {
  const outcome = await requestJson(connection, path, { method: 'GET', signal: options.signal });
  if (outcome.kind === 'aborted') return undefined;
  if (outcome.kind === 'network') {
    console.error(`[api] GET ${path} failed`, outcome.error);
    connection.notifyError(INTERNAL_SERVER_ERROR);
    return undefined;
  }
  if (!isHttpSuccess(outcome.httpStatus)) return serverFailure(connection, path, `answered HTTP status ${outcome.httpStatus}`);
  if (outcome.kind === 'unparsable') return serverFailure(connection, path, `answered HTTP ${outcome.httpStatus} with a body that is not JSON`);
  const wrapper = wrapperSchema.safeParse(outcome.body);
  if (!wrapper.success) return serverFailure(connection, path, `answered HTTP ${outcome.httpStatus} without the {status, data} wrapper`);
  const { status, data, message } = wrapper.data;
  if (status !== 200) {
    console.error(`[api] GET ${path} answered status ${status}`, message);
    connection.notifyError(typeof message === 'string' && message.trim() ? message : INTERNAL_SERVER_ERROR);
    return undefined;
  }
  return { data };
}

/** Logs a value the contract rejects, naming where it came from and why. */
function warnRejected(path: string, what: string, error: z.core.$ZodError): void {
  console.warn(`[api] GET ${path}: ${what} does not match the contract and is left out`, error.issues);
}

/**
 * Parses each record on its own: one that does not match is dropped and logged, so a single bad
 * record never hides the rest of a list.
 */
function parseRecords<S extends z.core.$ZodType>(path: string, records: readonly unknown[], itemSchema: S): z.output<S>[] {
  const kept: z.output<S>[] = [];
  records.forEach((record, index) => {
    const parsed = z.safeParse(itemSchema, record);
    if (parsed.success) kept.push(parsed.data);
    else warnRejected(path, `record ${index}`, parsed.error);
  });
  return kept;
}

/**
 * Reads `path` and parses its `data` with `schema`. Returns undefined when the call failed (a toast
 * has then been queued, SPEC §8) or when the data does not match the contract (logged).
 */
export async function getData<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S> | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  const parsed = z.safeParse(schema, envelope.data);
  if (parsed.success) return parsed.data;
  warnRejected(path, 'the response data', parsed.error);
  return undefined;
}

/**
 * Reads a list endpoint (`data: X[]`). Records that do not match `itemSchema` are dropped and
 * logged; the rest are returned. Undefined when the call failed or `data` is not a list.
 */
export async function getList<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  itemSchema: S,
  options?: RequestOptions,
): Promise<z.output<S>[] | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  if (!Array.isArray(envelope.data)) {
    console.warn(`[api] GET ${path}: expected a list in data`, envelope.data);
    return undefined;
  }
  return parseRecords(path, envelope.data, itemSchema);
}

/**
 * Reads an endpoint whose first list element is used (/homepage, /globals, …). A bare object is
 * accepted too, so a backend that answers one object still works. The first record that matches
 * the contract wins; undefined when there is none.
 */
export async function getFirst<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  itemSchema: S,
  options?: RequestOptions,
): Promise<z.output<S> | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  const { data } = envelope;
  const records = Array.isArray(data) ? data : data == null ? [] : [data];
  return parseRecords(path, records, itemSchema)[0];
}

/**
 * Reads a news page that is either `NewsItem[]` or `{ news, totalCount }`: both shapes exist among
 * backends. Bad items are dropped and logged.
 */
export async function getNewsList<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  itemSchema: S,
  options?: RequestOptions,
): Promise<NewsList<z.output<S>> | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  const { data } = envelope;
  if (Array.isArray(data)) return { news: parseRecords(path, data, itemSchema) };
  const page = pageShape.safeParse(data);
  if (!page.success) {
    console.warn(`[api] GET ${path}: expected a news list or {news, totalCount}`, page.error.issues);
    return undefined;
  }
  return { news: parseRecords(path, page.data.news, itemSchema), totalCount: page.data.totalCount };
}

/**
 * Reads a record keyed by category name, each `{ news, totalCount }`. A bad item is dropped from its
 * category only; a category whose entry is not of that shape is left out. Both are logged.
 */
export async function getRecord<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  itemSchema: S,
  options?: RequestOptions,
): Promise<NewsRecord<z.output<S>> | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  const { data } = envelope;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    console.warn(`[api] GET ${path}: expected an object keyed by category`, data);
    return undefined;
  }
  const result: NewsRecord<z.output<S>> = {};
  for (const [category, entry] of Object.entries(data)) {
    const page = pageShape.safeParse(entry);
    if (!page.success) {
      console.warn(`[api] GET ${path}: category "${category}" is not {news, totalCount} and is left out`, page.error.issues);
      continue;
    }
    const news = parseRecords(`${path} [${category}]`, page.data.news, itemSchema);
    result[category] = { news, totalCount: page.data.totalCount ?? page.data.news.length };
  }
  return result;
}
