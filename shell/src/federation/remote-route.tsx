import { createElement, Suspense, useEffect, useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { PageLoader } from '@group/shared/ui';
import { QueryCacheProvider } from '@group/shared/data';
import type { QueryCache } from '@group/shared/data';
import type { RemoteRoutesModule } from '@group/shared/federation';
import { LiveMark } from '../app/live-mark';
import { pageRouteOf } from '../app/remote-page-loader';
import type { RemotePageData } from '../app/remote-page-loader';
import { isChunkLoadFailure, resetRemote } from './browser-remotes';
import { RemoteFailureReporter } from './remote-failure-reporter';
import fallbackStyles from './remote-fallback.module.css';
import styles from './remote-route.module.css';

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
  const { entry, props, cache, module: given } = useLoaderData() as RemotePageData;
  const revalidator = useRevalidator();
  useAbortLeftCache(cache);
  const state = useRemoteModule(given);
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
