import { data, redirectDocument } from 'react-router-dom';
import type { LoaderFunction, Params } from 'react-router-dom';
import type { Query, QueryCache } from '@group/shared/data';
import type { PageRoute, RemoteRoutesModule } from '@group/shared/federation';
import type { PageSourceOf } from './page-source';
import type { RemoteRouteEntry } from './route-table';

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
 * navigation. The server waits for both within its budget. The browser waits for neither: until a
 * module that is not here yet comes, the element shows the loader, and a remote that is down
 * shows its fallback there.
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
