import { Component, createElement, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { data, redirectDocument, useLoaderData, useRevalidator } from 'react-router-dom';
import type { LoaderFunction, Params } from 'react-router-dom';
import type { RemoteName } from '@group/shared/config';
import { QueryCacheProvider } from '@group/shared/data';
import type { Query, QueryCache } from '@group/shared/data';
import type { PageRoute, RemoteRoutesModule } from '@group/shared/federation';
import { PageLoader } from '@group/shared/ui';
import { LiveMark } from '../app/live-mark';
import type { PageSourceOf } from '../app/page-source';
import type { RemoteRouteEntry } from '../app/route-table';
import { isChunkLoadFailure, resetRemote } from './browser-remotes';
import { reportRemoteFailure } from './remote-error-reports';
import fallbackStyles from './remote-fallback.module.css';
import styles from './remote-route.module.css';

// A remote page's route, as React Router takes it: its loader (the remote's module and the
// page's data), and its element (the page, the loader while the module comes, the fallback when
// the remote is down, and the report of an error the page throws).

/**
 * What a page's loader hands its element: the route table's entry, the props the page gets, its
 * query cache and the remote's module (here, on its way, or null when the server could not load
 * it in time and leaves the page to the browser).
 */
export type RemotePageData = {
  entry: RemoteRouteEntry;
  props: Record<string, string>;
  cache: QueryCache;
  module: RemoteRoutesModule | Promise<RemoteRoutesModule | null> | null;
  /** What the page's first render reads, once its module is known. */
  queries: readonly Query<unknown>[];
  /** Why the remote's module could not be loaded, when the browser's navigation waited for it: the fallback shows. */
  failure?: { error: unknown };
};

const NOT_FOUND_TEXT = 'Not Found';

/** Not-found, as a loader throws it to the error screen. */
export const notFound = () => data(NOT_FOUND_TEXT, { status: 404, statusText: NOT_FOUND_TEXT });

/** Not-found as the router holds it once thrown (isRouteErrorResponse reads these fields), for hydration. */
export const NOT_FOUND_ERROR = { status: 404, statusText: NOT_FOUND_TEXT, internal: false, data: NOT_FOUND_TEXT };

/** The page's route object in the remote's module; undefined when the remote has no such page. */
export const pageRouteOf = (module: RemoteRoutesModule, entry: RemoteRouteEntry): PageRoute<Record<string, string>> | undefined =>
  (module.routes as unknown as Partial<Record<string, PageRoute<Record<string, string>>>>)[entry.page];

/** The props the page gets from the path (a detail page's slug); a 404 without one. */
export function pagePropsOf(entry: RemoteRouteEntry, params: Params): Record<string, string> {
  if (!entry.slug) return {};
  const slug = entry.slug(params);
  if (!slug) throw notFound();
  return { slug };
}

const queriesOf = (module: RemoteRoutesModule | null | undefined, entry: RemoteRouteEntry, props: Record<string, string>, search: URLSearchParams) =>
  (module && pageRouteOf(module, entry)?.queries(props, search)) ?? [];

/** The page's data as the loader gives it, for a module already known (or none). */
export function remotePageData(
  entry: RemoteRouteEntry,
  { params, url, cache, module }: { params: Params; url: URL; cache: QueryCache; module: RemoteRoutesModule | null | undefined },
): RemotePageData {
  const props = pagePropsOf(entry, params);
  return { entry, props, cache, module: module ?? null, queries: queriesOf(module, entry, props, url.searchParams) };
}

/**
 * The loader of a remote's page: the remote's module and the page's data start loading with the
 * navigation. The server waits for both within its budget. The browser never waits for the data.
 * Navigating from a page on screen, it waits for the module (with its retries), so the page being
 * left stays until this one or its fallback replaces it; on the first page rendered in the browser
 * alone, the element shows the loader until the module comes, or the fallback.
 */
export const remotePageLoader =
  (entry: RemoteRouteEntry, sourceOf: PageSourceOf): LoaderFunction =>
  async ({ request, params, context }) => {
    const source = sourceOf(context);
    // The page the browser is on (hydrated, since it came with script) is left as it is.
    if (source.documentLoads && entry.withoutScript && request.url !== window.location.href) throw redirectDocument(request.url);
    const url = new URL(request.url);
    const cache = source.pageCache();
    const start = (module: RemoteRoutesModule | null) => {
      const page = remotePageData(entry, { params, url, cache, module });
      const loading = cache.prefetch(page.queries, source.waitForDataMs?.() ?? 0);
      return { page, loading };
    };
    const known = source.loadedRemote(entry.remote);
    if (!source.waitForDataMs) {
      if (known) return start(known).page;
      if (source.pageOnScreen?.()) {
        try {
          const module = await source.loadRemote(entry.remote);
          return module ? start(module).page : remotePageData(entry, { params, url, cache, module: null });
        } catch (error) {
          return { ...remotePageData(entry, { params, url, cache, module: null }), failure: { error } };
        }
      }
      const arriving = source.loadRemote(entry.remote).then((module) => {
        if (module) start(module);
        return module;
      });
      return { ...remotePageData(entry, { params, url, cache, module: null }), module: arriving };
    }
    const { page, loading } = start(known ?? (await source.loadRemote(entry.remote)));
    await loading;
    return page;
  };

/**
 * The loader runs again when the path changes or the same address is asked for again ("Try
 * again"); a change of query string alone (a news category) keeps the page and its results.
 */
export const revalidateOnNewPath = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href;

type RemoteFailureReporterProps = { remote: RemoteName; children: ReactNode };

/**
 * Reports an error a remote's page throws while it renders, then passes it on to the route's own
 * error screen (site-routes.tsx), which the visitor sees as before.
 */
class RemoteFailureReporter extends Component<RemoteFailureReporterProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    reportRemoteFailure(this.props.remote, 'boundary', error);
  }

  override render() {
    if (this.state.error !== undefined) throw this.state.error;
    return this.props.children;
  }
}

type Arrival = { from: Promise<RemoteRoutesModule | null>; module: RemoteRoutesModule | null } | { from: Promise<RemoteRoutesModule | null>; error: unknown };

type ModuleState = { status: 'ready'; module: RemoteRoutesModule } | { status: 'loading' } | { status: 'failed'; error: unknown };

/** The remote's module the page renders with: the one the loader had, or the one on its way once it comes. */
function useRemoteModule(module: RemotePageData['module']): ModuleState {
  const [arrival, setArrival] = useState<Arrival | null>(null);
  useEffect(() => {
    if (!(module instanceof Promise)) return undefined;
    let active = true;
    module.then(
      (loaded) => active && setArrival({ from: module, module: loaded }),
      (error: unknown) => active && setArrival({ from: module, error }),
    );
    return () => {
      active = false;
    };
  }, [module]);
  const settled = module instanceof Promise ? (arrival?.from === module ? arrival : null) : { module };
  if (!settled) return { status: 'loading' };
  if ('error' in settled) return { status: 'failed', error: settled.error };
  return settled.module ? { status: 'ready', module: settled.module } : { status: 'loading' };
}

/**
 * Loads of a page the visitor has left are of no use any more. (Not in an effect's cleanup: a
 * development StrictMode run of effects would abort the cache still in use.)
 */
function useAbortLeftCache(cache: QueryCache) {
  const previous = useRef<QueryCache | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== cache) previous.current.abort();
    previous.current = cache;
  }, [cache]);
}

type RemoteFallbackProps = {
  error: unknown;
  onRetry: () => void;
};

/** Shown in place of a page whose remote is down or failed to load; the layout stays usable. */
function RemoteFallback({ error, onRetry }: RemoteFallbackProps) {
  const chunkFailure = isChunkLoadFailure(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (
    <section className={fallbackStyles.fallback} role="alert" aria-labelledby="remote-fallback-heading">
      <h1 id="remote-fallback-heading" className={fallbackStyles.heading}>
        This page is not available right now
      </h1>
      <p className={fallbackStyles.text}>
        Part of the site could not be loaded. The rest of the site still works; please try again in a
        moment.
      </p>
      {chunkFailure && cause instanceof Error ? <p className={fallbackStyles.detail}>{cause.message}</p> : null}
      <button type="button" className={fallbackStyles.button} onClick={onRetry}>
        Try again
      </button>
      <LiveMark />
    </section>
  );
}

/**
 * The element of every remote page's route: the page the remote's module exports, with the props
 * and the query cache its loader gave it, and the loader while the module is on its way (on the
 * server, a remote not loaded within the budget: the browser takes that page over). A remote that
 * is down shows its fallback; "Try again" clears what the federation runtime remembers of the
 * remote and runs the page's loader again, so a remote that is back is picked up without a page
 * reload. The wrapper says which remote, and which of its deployments, rendered the page. A page
 * that is a chunk of its own shows the loader while it comes.
 */
export function RemoteRoute() {
  const { entry, props, cache, module: given, failure } = useLoaderData() as RemotePageData;
  const revalidator = useRevalidator();
  useAbortLeftCache(cache);
  const arrived = useRemoteModule(given);
  const state: ModuleState = failure ? { status: 'failed', error: failure.error } : arrived;
  const retry = () => {
    resetRemote(entry.remote);
    void revalidator.revalidate();
  };
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed') return <RemoteFallback error={state.error} onRetry={retry} />;
  const { module } = state;
  const route = pageRouteOf(module, entry);
  if (!route) return <RemoteFallback error={new Error(`The ${entry.remote} remote has no page "${entry.page}"`)} onRetry={retry} />;
  return (
    <div className={styles.page} data-remote={entry.remote} data-release={module.release}>
      <QueryCacheProvider cache={cache}>
        <RemoteFailureReporter remote={entry.remote}>
          <Suspense fallback={<PageLoader />}>
            {createElement(route.Component, props)}
            <LiveMark />
          </Suspense>
        </RemoteFailureReporter>
      </QueryCacheProvider>
    </div>
  );
}
