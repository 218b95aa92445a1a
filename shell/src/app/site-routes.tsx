import { redirectDocument } from 'react-router-dom';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { routeTable } from './route-table';
import type { RemoteRouteEntry } from './route-table';
import { RemoteRouteElement } from './remote-route-element';
import { SiteLayout } from './site-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';

export type SiteRoutesOptions = {
  /**
   * In the browser: a page the server sends without script is reached by a document load
   * (docs/decisions/0016), so the browser never loads its remote for it.
   */
  documentLoads?: boolean;
};

/**
 * A navigation to the page loads it as a document. The page the browser is on (hydrated, since
 * it came with script) is left as it is.
 */
const loadAsDocument: LoaderFunction = ({ request }) => {
  if (request.url === window.location.href) return null;
  throw redirectDocument(request.url);
};

const reachedByDocumentLoad = (entry: RemoteRouteEntry, { documentLoads = false }: SiteRoutesOptions) =>
  documentLoads && entry.withoutScript === true;

/** The ids of the routes whose loader is a document load: they have nothing to load when the page starts. */
export const documentLoadRouteIds = (entries = routeTable): string[] =>
  entries.filter((entry) => entry.withoutScript).map((entry) => entry.path);

/**
 * The route tree: one layout (header, main, footer) around every page. Errors of a page are shown
 * inside the layout by the pathless route's errorElement; the root one only catches a layout that
 * failed itself.
 */
export function createSiteRoutes(entries = routeTable, options: SiteRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            ...entries.map((entry) => ({
              id: entry.path,
              path: entry.path,
              element: <RemoteRouteElement entry={entry} />,
              ...(reachedByDocumentLoad(entry, options) ? { loader: loadAsDocument } : {}),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
