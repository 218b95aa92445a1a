import { lazy, Suspense, useState } from 'react';
import { useSiteStore } from '@group/shared/runtime';
import { useHydrated } from '@group/shared/ui';

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
