import type { ApiClient } from '../api';
import type { RemoteName } from '../config';

/**
 * What a query's loader is given: the API client of the site it loads for (its runtime's), the
 * page view's signal, and a way to read another query first.
 */
export type QueryLoadContext = {
  api: ApiClient;
  signal: AbortSignal;
  /** The result of another query, loaded once per cache however many queries need it. */
  read: <U>(query: Query<U>) => Promise<U>;
};

/**
 * One read of the API, named by a key that is the same on the server and in the browser: the
 * server loads it before it renders a page, the browser finds the result in the page instead of
 * asking again. The client's helpers resolve to undefined instead of throwing, so a settled
 * query with undefined data means "nothing came back" (a toast has been queued, SPEC §8).
 */
export type Query<T> = {
  key: string;
  load: (context: QueryLoadContext) => Promise<T>;
};

export const defineQuery = <T>(key: string, load: Query<T>['load']): Query<T> => ({ key, load });

/**
 * A query of a remote, named by the endpoint it reads (a path of `endpoints`, arguments
 * included) behind the remote's name: the server and the browser build the same key, and no
 * other remote's key can collide with it.
 */
export const defineEndpointQuery = <T>(
  remote: RemoteName,
  path: string,
  load: (path: string, context: QueryLoadContext) => Promise<T>,
): Query<T> => defineQuery(`${remote}:${path}`, (context) => load(path, context));

export type QueryEntry =
  | { status: 'loading'; promise: Promise<unknown> }
  | { status: 'success'; data: unknown }
  | { status: 'error'; error: unknown };

/** The results a server sends with its page: only what has settled, by query key. */
export type DehydratedQueries = Record<string, { data: unknown } | { error: string }>;

type Listener = () => void;

/**
 * Results that several caches may reuse instead of loading them again: the server's, shared by
 * the requests of a few seconds (the content is the same for every visitor). Only data is kept:
 * a read that failed is made again by the next request, with its toast.
 */
export type SharedQueryResults = {
  get(key: string): { data: unknown } | undefined;
  set(key: string, data: unknown): void;
};

const timeout = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    (timer as { unref?: () => void }).unref?.();
  });

/**
 * The results of one page view's queries: on the server one cache per request, in the browser one
 * per visit of a page (the first one filled from the server's answer). A query asked for twice
 * in a view is loaded once. Its queries load through `api`, the client of the site's runtime.
 */
export class QueryCache {
  private readonly entries = new Map<string, QueryEntry>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly controller = new AbortController();

  constructor(
    private readonly api: ApiClient,
    initial: DehydratedQueries = {},
    private readonly shared?: SharedQueryResults,
  ) {
    for (const [key, settled] of Object.entries(initial)) {
      this.entries.set(key, 'error' in settled ? { status: 'error', error: new Error(settled.error) } : { status: 'success', data: settled.data });
    }
  }

  get(key: string): QueryEntry | undefined {
    return this.entries.get(key);
  }

  subscribe(key: string, listener: Listener): () => void {
    const set = this.listeners.get(key) ?? new Set();
    set.add(listener);
    this.listeners.set(key, set);
    return () => set.delete(listener);
  }

  /** The query's result: the one already known, the one on its way, or a new load. */
  fetch<T>(query: Query<T>): Promise<T> {
    const known = this.entries.get(query.key);
    if (known?.status === 'success') return Promise.resolve(known.data as T);
    if (known?.status === 'loading') return known.promise as Promise<T>;
    if (known?.status === 'error') return Promise.reject(known.error);
    const reused = this.shared?.get(query.key);
    if (reused) {
      this.entries.set(query.key, { status: 'success', data: reused.data });
      return Promise.resolve(reused.data as T);
    }
    const context: QueryLoadContext = { api: this.api, signal: this.controller.signal, read: (other) => this.fetch(other) };
    const promise = Promise.resolve()
      .then(() => query.load(context))
      .then(
        (data) => {
          // Undefined data is a read that failed (its toast is queued): never reused.
          if (data !== undefined) this.shared?.set(query.key, data);
          this.settle(query.key, promise, { status: 'success', data });
          return data;
        },
        (error: unknown) => {
          this.settle(query.key, promise, { status: 'error', error });
          throw error;
        },
      );
    this.entries.set(query.key, { status: 'loading', promise });
    this.emit(query.key);
    return promise;
  }

  /** Forgets a query's result and loads it again ("Try again"). */
  refetch<T>(query: Query<T>): Promise<T> {
    this.entries.delete(query.key);
    return this.fetch(query);
  }

  /**
   * Loads every query, waiting at most `budgetMs` (Infinity: until all settle): what has not arrived by then is left to the
   * browser. Never rejects.
   */
  async prefetch(queries: readonly Query<unknown>[], budgetMs: number): Promise<void> {
    const all = Promise.allSettled(queries.map((query) => this.fetch(query)));
    await (Number.isFinite(budgetMs) ? Promise.race([all, timeout(budgetMs)]) : all);
  }

  /** Whether every one of `queries` has brought its data: nothing on its way, failed or empty. */
  hasAll(queries: readonly Query<unknown>[]): boolean {
    return queries.every((query) => {
      const entry = this.entries.get(query.key);
      return entry?.status === 'success' && entry.data !== undefined;
    });
  }

  /**
   * What has settled, for the page the server sends: the browser renders the same states from it
   * (a load still on its way is left out, and the browser makes it itself).
   */
  dehydrate(): DehydratedQueries {
    const out: DehydratedQueries = {};
    for (const [key, entry] of this.entries) {
      if (entry.status === 'success') out[key] = { data: entry.data };
      else if (entry.status === 'error') out[key] = { error: entry.error instanceof Error ? entry.error.message : String(entry.error) };
    }
    return out;
  }

  /**
   * Stops every load still on its way (the page view is over). With none on its way there is
   * nothing to stop, and an abort's error (its stack taken) is not made: a server's request
   * usually ends with every load settled.
   */
  abort(): void {
    for (const entry of this.entries.values()) {
      if (entry.status === 'loading') return this.controller.abort();
    }
  }

  private settle(key: string, promise: Promise<unknown>, entry: QueryEntry): void {
    const current = this.entries.get(key);
    // A refetch replaced this load: its result is no longer wanted.
    if (current?.status !== 'loading' || current.promise !== promise) return;
    this.entries.set(key, entry);
    this.emit(key);
  }

  private emit(key: string): void {
    this.listeners.get(key)?.forEach((listener) => listener());
  }
}
