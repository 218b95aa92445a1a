import { renderWithRuntime } from '@group/shared/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createSiteRoutes } from '../site-routes';
import type { RemoteRouteEntry } from '../route-table';
import { routeTable } from '../route-table';

/** The shell's real route tree in a memory router, at `path`. */
export function renderSite(path: string, entries: readonly RemoteRouteEntry[] = routeTable) {
  const router = createMemoryRouter(createSiteRoutes(entries), { initialEntries: [path] });
  return { router, ...renderWithRuntime(<RouterProvider router={router} />) };
}

/** Every remote answers with pages that say who they are and what they were given. */
export const echoModules = {
  'mfe_home/routes': { pages: { home: () => <h1>home:home</h1> } },
  'mfe_ventures/routes': { pages: { venture: ({ slug }: { slug: string }) => <h1>ventures:venture:{slug}</h1> } },
  'mfe_news/routes': {
    pages: {
      newsCentre: () => <h1>news:newsCentre</h1>,
      newsDetail: ({ slug }: { slug: string }) => <h1>news:newsDetail:{slug}</h1>,
    },
  },
  'mfe_company/routes': {
    pages: Object.fromEntries(
      ['ourCompany', 'managementTeam', 'investments', 'gallery', 'csrInitiatives', 'privacyPolicy', 'termsAndConditions'].map(
        (page) => [page, () => <h1>company:{page}</h1>],
      ),
    ),
  },
  'mfe_forms/routes': { pages: { careers: () => <h1>forms:careers</h1>, contactUs: () => <h1>forms:contactUs</h1> } },
};
