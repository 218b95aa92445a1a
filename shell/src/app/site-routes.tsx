import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '@group/shared/ui';
import { notFound, RemoteRoute, remotePageLoader, revalidateOnNewPath } from '../federation/remote-route';
import type { PageSourceOf } from './page-source';
import { routeTable } from './route-table';
import type { RemoteRouteEntry } from './route-table';
import { SiteLayout } from './site-layout';
import { NotFoundPage, RouteErrorScreen } from './status-screens';

/** The route whose error screen shows a page's errors (and not-found) inside the layout. */
export const PAGE_BOUNDARY_ROUTE_ID = 'page';
/** Any path outside SPEC §2. */
const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The route tree: one layout (header, main, footer) around every page. Each path of the route
 * table is a route whose loader loads its remote and the page's data (remote-route.tsx);
 * the entry rides along as the route's handle. Any other path throws a 404. Errors of a page,
 * not-found included, are shown inside the layout by the pathless route's error screen; the root
 * one only catches a layout that failed itself.
 */
export function createSiteRoutes(sourceOf: PageSourceOf, entries: readonly RemoteRouteEntry[] = routeTable): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorScreen />,
      // A page rendered in the browser alone, until its route's loader has answered.
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          id: PAGE_BOUNDARY_ROUTE_ID,
          errorElement: <RouteErrorScreen />,
          children: [
            ...entries.map(
              (entry): RouteObject => ({
                id: entry.path,
                path: entry.path,
                handle: entry,
                loader: remotePageLoader(entry, sourceOf),
                shouldRevalidate: revalidateOnNewPath,
                element: <RemoteRoute />,
              }),
            ),
            {
              id: NOT_FOUND_ROUTE_ID,
              path: '*',
              loader: () => {
                throw notFound();
              },
              // What the error screen shows for the 404 its loader throws.
              Component: NotFoundPage,
            },
          ],
        },
      ],
    },
  ];
}

/** Whether `pathname` is one of the site's pages, and not any other path (the not-found route's). */
export function isSitePage(routes: RouteObject[], pathname: string): boolean {
  const deepest = matchRoutes(routes, pathname)?.at(-1);
  return deepest !== undefined && deepest.route.id !== NOT_FOUND_ROUTE_ID;
}
