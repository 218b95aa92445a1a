import { createElement, Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { RemoteName } from '@group/shared/config';
import { loadRoutesModule, loadedRoutesModule, resetRemote } from './load-routes-module';
import type { LoadRoutesOptions } from './load-routes-module';
import type { RemoteRoutesModule } from './remote-modules';
import { PageLoader } from '@group/shared/ui';
import { QueryCacheProvider } from '@group/shared/data';
import { usePageQueryCache, useServerRemoteModule } from '../app/page-context';
import { LiveMark } from '../app/live-mark';
import { RemoteFallback } from './remote-fallback';
import styles from './remote-route.module.css';

export type RemoteRouteProps = {
  remote: RemoteName;
  /** A page name of that remote; the route table (RemoteRouteEntry) checks the pairing. */
  page: string;
  /** What the shell's route table hands the page (the slug of a detail route). */
  pageProps?: Record<string, string>;
  loadOptions?: LoadRoutesOptions;
};

type Outcome = { status: 'ready'; module: RemoteRoutesModule } | { status: 'failed'; error: unknown };

/**
 * Boundary around one remote page: loads the remote's routes module, shows a loader meanwhile,
 * and a fallback with "Try again" when the remote is down. "Try again" clears what the federation
 * runtime remembers of the remote, so a remote that is back is picked up without a page reload.
 * Errors thrown while the page renders go on to the route's error screen. On the server the
 * module comes loaded with the render (page-context.tsx); a remote the server could not load
 * renders the loader, and the browser takes over.
 */
export function RemoteRoute({ remote, page, pageProps, loadOptions }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; outcome: Outcome } | null>(null);
  const key = `${remote}#${attempt}`;
  const known = useServerRemoteModule(remote) ?? loadedRoutesModule(remote);
  const queryCache = usePageQueryCache();

  useEffect(() => {
    if (loadedRoutesModule(remote)) return undefined;
    let active = true;
    loadRoutesModule(remote, loadOptions).then(
      (module) => active && setSettled({ key, outcome: { status: 'ready', module } }),
      (error: unknown) => active && setSettled({ key, outcome: { status: 'failed', error } }),
    );
    return () => {
      active = false;
    };
    // A new attempt (or another remote) starts a new load; options are read once per attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((count) => count + 1);
  };

  const outcome: Outcome | null = known
    ? { status: 'ready', module: known }
    : settled?.key === key
      ? settled.outcome
      : null;

  // While the remote's code is on its way.
  if (!outcome) return <PageLoader />;
  if (outcome.status === 'failed') return <RemoteFallback error={outcome.error} onRetry={retry} />;

  const pages = outcome.module.pages as Record<string, ComponentType<Record<string, string>> | undefined>;
  const Page = pages[page];
  if (!Page) {
    const error = new Error(`The ${remote} remote has no page "${page}"`);
    return <RemoteFallback error={error} onRetry={retry} />;
  }
  // Which remote, and which of its deployments, rendered the page. A page that is a chunk of its
  // own shows the loader while it comes.
  return (
    <div className={styles.page} data-remote={remote} data-release={outcome.module.release}>
      <QueryCacheProvider cache={queryCache}>
        <Suspense fallback={<PageLoader />}>
          {createElement(Page, pageProps ?? {})}
          <LiveMark />
        </Suspense>
      </QueryCacheProvider>
    </div>
  );
}
