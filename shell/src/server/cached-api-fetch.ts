import type { SharedQueryResults } from '@group/shared/data';
import type { ApiReadFacts } from '@group/shared/page-renderer';

// What the server render keeps of the API's content for all its requests, a few seconds: the
// API's answers (createCachedFetch) and the query results made from them (createRecentQueryResults).
// The content is the same for every visitor; nothing personal is read. A page's own reads go
// through it counted (countApiReads), for its request log and metrics (PageFacts).

/**
 * The header the server's API cache puts on an answer it gave from memory (`fresh` or `stale`),
 * or that it has just fetched (`miss`): how a page's reads are told apart without another channel.
 */
export const CACHE_STATE_HEADER = 'x-site-cache';

export type CountedFetch = { fetch: typeof globalThis.fetch; facts: () => ApiReadFacts };

/**
 * One page's API reads through the renderer's shared fetch: each carries the page's request id
 * (X-Request-Id), and each is counted, with whether it was cached, stale or failed, and the time
 * spent waiting for the API.
 */
export function countApiReads(fetch: typeof globalThis.fetch, requestId: string | undefined, now = () => performance.now()): CountedFetch {
  const facts: ApiReadFacts = { count: 0, cached: 0, stale: 0, failed: 0, waitedMs: 0 };
  const counted: typeof globalThis.fetch = async (input, init) => {
    facts.count += 1;
    const headers = new Headers(init?.headers);
    if (requestId) headers.set('X-Request-Id', requestId);
    const startedAt = now();
    try {
      const response = await fetch(input, { ...init, headers });
      const state = response.headers.get(CACHE_STATE_HEADER);
      if (state === 'fresh' || state === 'stale') facts.cached += 1;
      else facts.waitedMs += now() - startedAt;
      if (state === 'stale') facts.stale += 1;
      // The API's 404 is an answer (nothing by that name), not a failure.
      if (response.status >= 500) facts.failed += 1;
      return response;
    } catch (error) {
      facts.failed += 1;
      facts.waitedMs += now() - startedAt;
      throw error;
    }
  };
  return { fetch: counted, facts: () => ({ ...facts, waitedMs: Math.round(facts.waitedMs) }) };
}

/**
 * Stores `value` under `key` as the newest entry of `entries` (a Map keeps insertion order), and
 * drops the oldest once there are more than `maxEntries`: the bound of the server's short caches.
 */
function storeNewest<K, V>(entries: Map<K, V>, key: K, value: V, maxEntries: number): void {
  entries.delete(key);
  entries.set(key, value);
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
}

export type CachedFetchOptions = {
  /** An answer is used as it is for this long. */
  freshMs?: number;
  /** After that, for this long, it is still used while a new one is fetched in the background. */
  staleMs?: number;
  /** The most answers kept (the oldest go first). */
  maxEntries?: number;
  /** A request to the API that has not answered by then is given up (it fails like a network error). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
};

type Entry = { storedAt: number; status: number; headers: [string, string][]; body: string };

const urlOf = (input: Parameters<typeof fetch>[0]) => (input instanceof Request ? input.url : String(input));

const anySignal = (signal: AbortSignal | null | undefined, timeout: AbortSignal) => (signal ? AbortSignal.any([signal, timeout]) : timeout);

/** An answer from the cache, saying which (CACHE_STATE_HEADER): a page's read counter tells them apart. */
const toResponse = (entry: Entry, state: 'fresh' | 'stale' | 'miss') =>
  new Response(entry.body, { status: entry.status, headers: [...entry.headers, [CACHE_STATE_HEADER, state]] });

/**
 * A fetch for the server render's API reads: successful GET answers are kept a few seconds and
 * shared by every request (the content is the same for every visitor; nothing personal is
 * read), then served stale while a fresh one is fetched (stale-while-revalidate). Failures and
 * other methods go straight through, and one URL is fetched once at a time however many
 * requests ask for it. Every request to the API gives up after `timeoutMs`.
 */
export function createCachedFetch({
  freshMs = 2000,
  staleMs = 30000,
  maxEntries = 500,
  timeoutMs = Number.POSITIVE_INFINITY,
  fetch: platformFetch = globalThis.fetch,
  now = Date.now,
}: CachedFetchOptions = {}): typeof globalThis.fetch {
  // Each request to the API has its own time-out: a shared answer is awaited by several renders,
  // so no one render's signal may stop it.
  const fetch: typeof globalThis.fetch = (input, init) =>
    Number.isFinite(timeoutMs) ? platformFetch(input, { ...init, signal: anySignal(init?.signal, AbortSignal.timeout(timeoutMs)) }) : platformFetch(input, init);
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Response>>();

  const load = (url: string, headers: HeadersInit | undefined): Promise<Response> => {
    const pending = loading.get(url);
    if (pending) return pending.then((response) => response.clone());
    const request = fetch(url, { headers })
      .then(async (response) => {
        if (!response.ok) return response;
        const entry: Entry = { storedAt: now(), status: response.status, headers: [...response.headers], body: await response.text() };
        storeNewest(entries, url, entry, maxEntries);
        return toResponse(entry, 'miss');
      })
      .finally(() => loading.delete(url));
    loading.set(url, request);
    return request.then((response) => response.clone());
  };

  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') return fetch(input, init);
    init?.signal?.throwIfAborted();
    const url = urlOf(input);
    const entry = entries.get(url);
    const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age <= freshMs) return toResponse(entry, 'fresh');
    if (entry && age <= freshMs + staleMs) {
      load(url, init?.headers).catch(() => undefined);
      return toResponse(entry, 'stale');
    }
    return load(url, init?.headers);
  };
}

export type RecentQueryResultsOptions = {
  /** How long a result is reused. */
  freshMs?: number;
  /** The most results kept (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
};

/**
 * The server's query results, reused by every request for a few seconds: a page then costs no
 * read, parse or check of content it rendered a moment ago. After that the query is loaded
 * again (through the API fetch's own short cache).
 */
export function createRecentQueryResults({ freshMs = 2000, maxEntries = 500, now = Date.now }: RecentQueryResultsOptions = {}): SharedQueryResults {
  const entries = new Map<string, { storedAt: number; data: unknown }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > freshMs) {
        entries.delete(key);
        return undefined;
      }
      return { data: entry.data };
    },
    set(key, data) {
      storeNewest(entries, key, { storedAt: now(), data }, maxEntries);
    },
  };
}
