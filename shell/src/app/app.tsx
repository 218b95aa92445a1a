import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { SiteRuntimeProvider, useSiteStore } from '@group/shared/runtime';
import type { SiteRuntime } from '@group/shared/runtime';
import { SiteRoot, useHydrated } from '@group/shared/ui';

// react-toastify (with the styles it injects) is fetched with the first toast: most visits
// have none, and every page's first load is lighter without it.
const ToastList = lazy(() => import(/* webpackChunkName: "toasts" */ './toast-list').then((module) => ({ default: module.ToastList })));

/**
 * Any app enqueues toasts in the site's store; this host shows them (ToastList) and takes them
 * off the queue. Toasts wait in the queue while the list's code is on its way, and until the page
 * has hydrated: a page the server rendered has no toasts in its markup, whatever its reads did.
 */
export function ToastHost() {
  const hydrated = useHydrated();
  const queued = useSiteStore((state) => state.toasts.length > 0) && hydrated;
  // Once there, the list stays: it shows each toast for its full time.
  const [needed, setNeeded] = useState(false);
  if (queued && !needed) setNeeded(true);

  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}

/**
 * The site around its router (a RouterProvider in the browser, a StaticRouterProvider on the
 * server), in its runtime: the browser's one, or the request's on the server. The remotes' pages
 * read the same runtime through the shared kit.
 */
export type AppProps = { runtime: SiteRuntime; children: ReactNode };

export function App({ runtime, children }: AppProps) {
  // SiteRoot carries the design tokens (on its class, not :root) for everything inside.
  return (
    <SiteRuntimeProvider runtime={runtime}>
      <SiteRoot>
        {children}
        <ToastHost />
      </SiteRoot>
    </SiteRuntimeProvider>
  );
}
