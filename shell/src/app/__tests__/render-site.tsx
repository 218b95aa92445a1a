import type { ReactElement } from 'react';
import { renderWithRuntime, testRuntime } from '@group/shared/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryCache } from '@group/shared/data';
import { loadedRoutesModule, loadRoutesModule } from '../../federation/browser-remotes';
import type { LoadRoutesOptions } from '../../federation/browser-remotes';
import type { PageSource } from '../page-source';
import { createSiteRoutes } from '../site-routes';
import type { RemoteRouteEntry } from '../route-table';
import { routeTable } from '../route-table';

/** The browser's page source, with the remote's load options a test chooses (no waits between attempts). */
export const testPageSource = (loadOptions: LoadRoutesOptions = { retryDelayMs: 0 }): PageSource => ({
  loadedRemote: loadedRoutesModule,
  loadRemote: (remote) => loadRoutesModule(remote, loadOptions),
  pageCache: () => new QueryCache(testRuntime().api),
});

/** The shell's real route tree in a memory router, at `path`. */
export function renderSite(path: string, entries: readonly RemoteRouteEntry[] = routeTable, source = testPageSource()) {
  const router = createMemoryRouter(createSiteRoutes(() => source, entries), { initialEntries: [path] });
  return { router, ...renderWithRuntime(<RouterProvider router={router} />) };
}

const page = (Component: () => ReactElement) => ({ Component, queries: () => [] });
const slugPage = (Component: (props: { slug: string }) => ReactElement) => ({ Component, queries: () => [] });

/** Every remote answers with pages that say who they are and what they were given. */
export const echoModules = {
  'mfe_home/routes': { routes: { home: page(() => <h1>home:home</h1>) } },
  'mfe_ventures/routes': { routes: { venture: slugPage(({ slug }) => <h1>ventures:venture:{slug}</h1>) } },
  'mfe_news/routes': {
    routes: {
      newsCentre: page(() => <h1>news:newsCentre</h1>),
      newsDetail: slugPage(({ slug }) => <h1>news:newsDetail:{slug}</h1>),
    },
  },
  'mfe_company/routes': {
    routes: Object.fromEntries(
      ['ourCompany', 'managementTeam', 'investments', 'gallery', 'csrInitiatives', 'privacyPolicy', 'termsAndConditions'].map(
        (name) => [name, page(() => <h1>company:{name}</h1>)],
      ),
    ),
  },
  'mfe_forms/routes': { routes: { careers: page(() => <h1>forms:careers</h1>), contactUs: page(() => <h1>forms:contactUs</h1>) } },
};
