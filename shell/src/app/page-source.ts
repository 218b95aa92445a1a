import type { QueryCache } from '@group/shared/data';
import type { RemoteName } from '@group/shared/config';
import type { RemoteRoutesModule } from '@group/shared/federation';

/**
 * Where the router's page loaders get a remote's routes module and a page's query cache: the
 * server's render (the module within the render budget, the request's cache, the page's data
 * awaited) or the browser (the module on its way, a cache per page visit, navigation not held).
 */
export type PageSource = {
  /** The remote's module if it is already here: the page renders with it at once. */
  loadedRemote: (remote: RemoteName) => RemoteRoutesModule | undefined;
  /** Loads the remote's module; null when it did not come in time (the page is left to the browser). */
  loadRemote: (remote: RemoteName) => Promise<RemoteRoutesModule | null>;
  /** The query cache of a page about to be shown. */
  pageCache: () => QueryCache;
  /**
   * On the server: how long the loader may wait for the page's data (what is left of the render
   * budget). The browser does not wait: navigation is not held, the page shows its loading states.
   */
  waitForDataMs?: () => number;
  /**
   * In the browser: a page the server sends without script is reached by a document load
   * (docs/decisions/0016), so the browser never loads its remote for it.
   */
  documentLoads?: boolean;
  /**
   * In the browser: whether a page is on screen. A navigation from it waits for the next page's
   * remote, so it is never replaced by a loader, only by the next page or its fallback; the first
   * page rendered in the browser alone shows the loader instead.
   */
  pageOnScreen?: () => boolean;
};

/**
 * How a page's loader finds its source from the `context` React Router hands it: the browser has
 * one source for its router; the server's route table is made once and each request passes its
 * own source as the context it queries with (render-page.tsx).
 */
export type PageSourceOf = (context: unknown) => PageSource;
