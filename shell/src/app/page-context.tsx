import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { QueryCache } from '@group/shared/data';
import { useApi } from '@group/shared/runtime';
import type { RemoteName } from '@group/shared/config';
import type { RemoteRoutesModule } from '../federation/remote-modules';

/**
 * What a render starts from: the query results of the first page (the server's, or the request's
 * own cache on the server) and, on the server, the remote module each route renders with (loaded
 * before rendering, so the page renders in one pass).
 */
export type PageContextValue = {
  /** The first page's path and results, used until the visitor leaves that path. */
  first: { path: string; cache: QueryCache | null };
  remoteModules?: Partial<Record<RemoteName, RemoteRoutesModule>>;
};

/** First caches whose page the visitor has left: they are not used again. */
const leftFirstCaches = new WeakSet<QueryCache>();

const PageContext = createContext<PageContextValue>({ first: { path: '', cache: null } });

export function PageContextProvider({ value, children }: { value: PageContextValue; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** A remote's routes module that the server loaded for this render, if any. */
export const useServerRemoteModule = (remote: RemoteName): RemoteRoutesModule | undefined =>
  useContext(PageContext).remoteModules?.[remote];

/**
 * The query cache of the page being shown: the first page uses what the server sent; every later
 * page (another path, or the first one visited again) starts empty and loads in the browser, with its loading states. A change of
 * hash alone (a news category) stays on the same page and keeps its results.
 */
export function usePageQueryCache(): QueryCache {
  const { first } = useContext(PageContext);
  const { pathname } = useLocation();
  const api = useApi();
  const cache = useMemo(() => {
    if (first.cache && pathname === first.path && !leftFirstCaches.has(first.cache)) return first.cache;
    // The first page is left: coming back to it loads afresh, like any other visit.
    if (first.cache) leftFirstCaches.add(first.cache);
    return new QueryCache(api);
  }, [api, first, pathname]);
  // Loads of a page that is left are of no use any more. (Not in an effect's cleanup: a
  // development StrictMode run of effects would abort the cache still in use.)
  const previous = useRef<QueryCache | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== cache) previous.current.abort();
    previous.current = cache;
  }, [cache]);
  return cache;
}
