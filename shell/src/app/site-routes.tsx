import type { RouteObject } from 'react-router-dom';
import { routeTable } from './route-table';
import { RemoteRouteElement } from './remote-route-element';
import { SiteLayout } from './site-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';

/**
 * The route tree: one layout (header, main, footer) around every page. Errors of a page are shown
 * inside the layout by the pathless route's errorElement; the root one only catches a layout that
 * failed itself.
 */
export function createSiteRoutes(entries = routeTable): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            ...entries.map((entry) => ({ path: entry.path, element: <RemoteRouteElement entry={entry} /> })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
