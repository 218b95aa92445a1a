import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useApi } from '../runtime';
import { QueryCache } from './query-cache';
import type { Query, QueryEntry } from './query-cache';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type UseQueryResult<T> = QueryState<T> & { reload: () => void };

const QueryCacheContext = createContext<QueryCache | null>(null);

export type QueryCacheProviderProps = { cache: QueryCache; children: ReactNode };

/** The cache of one page view (one request on the server, one visit of a page in the browser). */
export function QueryCacheProvider({ cache, children }: QueryCacheProviderProps) {
  return <QueryCacheContext.Provider value={cache}>{children}</QueryCacheContext.Provider>;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function toState<T>(entry: QueryEntry | undefined): QueryState<T> {
  if (!entry || entry.status === 'loading') return LOADING;
  if (entry.status === 'error') return { status: 'error', data: undefined, error: entry.error };
  return { status: 'success', data: entry.data as T, error: undefined };
}

const isBrowser = typeof window !== 'undefined';

/**
 * A query's state for a component: loading, success or error, and `reload` for "Try again".
 * What the server loaded for the page is there from the first render; anything else is loaded in
 * the browser after the component mounts (a server render never starts a load while rendering).
 * Without a QueryCacheProvider each component keeps a cache of its own.
 */
export function useQuery<T>(query: Query<T>): UseQueryResult<T> {
  const provided = useContext(QueryCacheContext);
  const api = useApi();
  const [own] = useState(() => (provided ? null : new QueryCache(api)));
  const cache = provided ?? (own as QueryCache);
  const { key } = query;

  const subscribe = useCallback((onChange: () => void) => cache.subscribe(key, onChange), [cache, key]);
  const read = () => cache.get(key);
  const entry = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (isBrowser && !cache.get(key)) cache.fetch(query).catch(() => undefined);
    // The key names the query: a new query object with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);

  useEffect(() => (own ? () => own.abort() : undefined), [own]);

  const reload = useCallback(() => {
    cache.refetch(query).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);

  return { ...toState<T>(entry), reload };
}
