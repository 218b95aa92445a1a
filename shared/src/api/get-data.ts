import * as z from 'zod/mini';
import { readSchemas } from '../contract';
import type { RecordOf, RecordSchema } from './record-schema';
import { INTERNAL_SERVER_ERROR, isHttpSuccess } from './request-json';
import type { ApiConnection, RawOutcome } from './request-json';
import { ApiUnavailableError } from './api-unavailable-error';

// The API client's reads (SPEC §8, §9), once answered: the `{status, data}` envelope first, then
// its data against the contract. A read that fails queues its toast and comes back undefined; data
// that does not match the contract is logged and left out. A look-up tells the API's "not found"
// (undefined, no toast) from a failure (ApiUnavailableError). With the contract's schemas (zod),
// this is the chunk a client fetches with its first read (api-client.ts).

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

/** A read that brought no data: what it did (for the log), its toast, and whether that was the API's "not found". */
type FailedRead = { kind: 'failed'; why: string; detail?: unknown; toast: string; notFound: boolean };

/** What a read's answer says, before its data is looked at. */
type Answer = ({ kind: 'data' } & EnvelopeData) | { kind: 'aborted' } | FailedRead;

const serverFailure = (why: string): FailedRead => ({ kind: 'failed', why, toast: INTERNAL_SERVER_ERROR, notFound: false });

/** The schema itself, or the record schema of that name. */
const schemaOf = (schema: RecordSchema): z.core.$ZodType => (typeof schema === 'string' ? readSchemas[schema] : schema);

/**
 * SPEC §8 and §9 for reads, in this order:
 * - an HTTP status outside 200–299 is a server failure, whatever its body says: "Internal Server
 *   Error";
 * - a 2xx whose body is not JSON, or JSON without the `{status, data}` wrapper: "Internal Server
 *   Error";
 * - a 2xx whose body status is not 200: the body's message (else "Internal Server Error").
 * A network failure shows "Internal Server Error" too. Either way nothing is returned. An aborted
 * request is the caller's choice: no toast.
 * The API's "not found" is its envelope with status 404, on an HTTP 404 or a 2xx: a failure for
 * most reads, an answer for a look-up (`lookUp`). A 404 without the envelope (a proxy's page) is not.
 */
function readAnswer(outcome: RawOutcome): Answer {
  if (outcome.kind === 'aborted') return outcome;
  if (outcome.kind === 'network') return { kind: 'failed', why: 'failed', detail: outcome.error, toast: INTERNAL_SERVER_ERROR, notFound: false };
  const wrapper = outcome.kind === 'json' ? wrapperSchema.safeParse(outcome.body) : undefined;
  const success = isHttpSuccess(outcome.httpStatus);
  const notFound = wrapper?.success === true && wrapper.data.status === 404 && (success || outcome.httpStatus === 404);
  if (!success) return { ...serverFailure(`answered HTTP status ${outcome.httpStatus}`), notFound };
  if (!wrapper) return serverFailure(`answered HTTP ${outcome.httpStatus} with a body that is not JSON`);
  if (!wrapper.success) return serverFailure(`answered HTTP ${outcome.httpStatus} without the {status, data} wrapper`);
  const { status, data, message } = wrapper.data;
  if (status !== 200) {
    const toast = typeof message === 'string' && message.trim() ? message : INTERNAL_SERVER_ERROR;
    return { kind: 'failed', why: `answered status ${status}`, detail: message, toast, notFound };
  }
  return { kind: 'data', data };
}

/** Logs a failed read and queues its toast (SPEC §8). */
function reportFailure(connection: ApiConnection, path: string, failure: FailedRead): void {
  if ('detail' in failure) connection.log.error(`[api] GET ${path} ${failure.why}`, failure.detail);
  else connection.log.error(`[api] GET ${path} ${failure.why}`);
  connection.notifyError(failure.toast);
}

/** The answer's data; undefined, its failure reported, when it has none. */
function getEnvelopeData(connection: ApiConnection, path: string, outcome: RawOutcome): EnvelopeData | undefined {
  const answer = readAnswer(outcome);
  if (answer.kind === 'data') return answer;
  if (answer.kind === 'failed') reportFailure(connection, path, answer);
  return undefined;
}

/** Logs a value the contract rejects, naming where it came from and why. */
function warnRejected(connection: ApiConnection, path: string, what: string, error: z.core.$ZodError): void {
  connection.log.warn(`[api] GET ${path}: ${what} does not match the contract and is left out`, error.issues);
}

/**
 * Parses each record on its own: one that does not match is dropped and logged, so a single bad
 * record never hides the rest of a list.
 */
function parseRecords<S extends RecordSchema>(connection: ApiConnection, path: string, records: readonly unknown[], itemSchema: S): RecordOf<S>[] {
  const kept: RecordOf<S>[] = [];
  const schema = schemaOf(itemSchema);
  records.forEach((record, index) => {
    const parsed = z.safeParse(schema, record);
    if (parsed.success) kept.push(parsed.data as RecordOf<S>);
    else warnRejected(connection, path, `record ${index}`, parsed.error);
  });
  return kept;
}

/**
 * The answer to `path` with its `data` parsed with `schema`. Undefined when the call failed (a
 * toast has then been queued, SPEC §8) or when the data does not match the contract (logged).
 */
export function getData<S extends RecordSchema>(connection: ApiConnection, path: string, outcome: RawOutcome, schema: S): RecordOf<S> | undefined {
  const envelope = getEnvelopeData(connection, path, outcome);
  if (!envelope) return undefined;
  const parsed = z.safeParse(schemaOf(schema), envelope.data);
  if (parsed.success) return parsed.data as RecordOf<S>;
  warnRejected(connection, path, 'the response data', parsed.error);
  return undefined;
}

/**
 * A list endpoint's answer (`data: X[]`). Records that do not match `itemSchema` are dropped and
 * logged; the rest are returned. Undefined when the call failed or `data` is not a list.
 */
export function getList<S extends RecordSchema>(connection: ApiConnection, path: string, outcome: RawOutcome, itemSchema: S): RecordOf<S>[] | undefined {
  const envelope = getEnvelopeData(connection, path, outcome);
  if (!envelope) return undefined;
  if (!Array.isArray(envelope.data)) {
    connection.log.warn(`[api] GET ${path}: expected a list in data`, envelope.data);
    return undefined;
  }
  return parseRecords(connection, path, envelope.data, itemSchema);
}

/**
 * The answer of an endpoint whose first list element is used (/homepage, /globals, …). A bare
 * object is accepted too, so a backend that answers one object still works. The first record that
 * matches the contract wins; undefined when there is none.
 */
export function getFirst<S extends RecordSchema>(connection: ApiConnection, path: string, outcome: RawOutcome, itemSchema: S): RecordOf<S> | undefined {
  const envelope = getEnvelopeData(connection, path, outcome);
  if (!envelope) return undefined;
  const { data } = envelope;
  const records = Array.isArray(data) ? data : data == null ? [] : [data];
  return parseRecords(connection, path, records, itemSchema)[0];
}

/**
 * A news page's answer, either `NewsItem[]` or `{ news, totalCount }`: both shapes exist among
 * backends. Bad items are dropped and logged.
 */
export function getNewsList<S extends RecordSchema>(connection: ApiConnection, path: string, outcome: RawOutcome, itemSchema: S): NewsList<RecordOf<S>> | undefined {
  const envelope = getEnvelopeData(connection, path, outcome);
  if (!envelope) return undefined;
  const { data } = envelope;
  if (Array.isArray(data)) return { news: parseRecords(connection, path, data, itemSchema) };
  const page = pageShape.safeParse(data);
  if (!page.success) {
    connection.log.warn(`[api] GET ${path}: expected a news list or {news, totalCount}`, page.error.issues);
    return undefined;
  }
  return { news: parseRecords(connection, path, page.data.news, itemSchema), totalCount: page.data.totalCount };
}

/**
 * The answer of a record keyed by category name, each `{ news, totalCount }`. A bad item is dropped
 * from its category only; a category whose entry is not of that shape is left out. Both are logged.
 */
export function getRecord<S extends RecordSchema>(connection: ApiConnection, path: string, outcome: RawOutcome, itemSchema: S): NewsRecord<RecordOf<S>> | undefined {
  const envelope = getEnvelopeData(connection, path, outcome);
  if (!envelope) return undefined;
  const { data } = envelope;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    connection.log.warn(`[api] GET ${path}: expected an object keyed by category`, data);
    return undefined;
  }
  const result: NewsRecord<RecordOf<S>> = {};
  for (const [category, entry] of Object.entries(data)) {
    const page = pageShape.safeParse(entry);
    if (!page.success) {
      connection.log.warn(`[api] GET ${path}: category "${category}" is not {news, totalCount} and is left out`, page.error.issues);
      continue;
    }
    const news = parseRecords(connection, `${path} [${category}]`, page.data.news, itemSchema);
    result[category] = { news, totalCount: page.data.totalCount ?? page.data.news.length };
  }
  return result;
}

/**
 * A record looked up by a key of the visitor's address (a news item's or a venture's slug). The
 * API's "not found", or a success with no data, is an answer, not a failure: undefined, with no
 * toast and nothing logged (the page's not-found state says it). Anything else that brings no record throws ApiUnavailableError:
 * no answer (network failure, time-out), another failure (its toast queued, SPEC §8), or data the
 * contract rejects (logged). A stopped read throws the AbortError of its signal.
 */
export function lookUp<S extends RecordSchema>(connection: ApiConnection, path: string, outcome: RawOutcome, schema: S): RecordOf<S> | undefined {
  const answer = readAnswer(outcome);
  if (answer.kind === 'aborted') throw new DOMException(`GET ${path} was stopped`, 'AbortError');
  if (answer.kind === 'failed') {
    if (answer.notFound) return undefined;
    reportFailure(connection, path, answer);
    throw new ApiUnavailableError(path, answer.why);
  }
  // A success that returns nothing (SPEC §8: "not found when nothing is returned").
  if (answer.data == null) return undefined;
  const parsed = z.safeParse(schemaOf(schema), answer.data);
  if (parsed.success) return parsed.data as RecordOf<S>;
  warnRejected(connection, path, 'the response data', parsed.error);
  throw new ApiUnavailableError(path, 'answered data that does not match the contract');
}
