import { QueryCache } from '@group/shared/data';
import type { SiteRuntime } from '@group/shared/runtime';
import { loadedRoutesModule, loadRoutesModule } from '../federation/load-routes-module';
import type { PageSource } from './page-source';

/**
 * The browser's page loaders: remotes loaded through the federation runtime (kept for the
 * visit), a new query cache per page visit (reading through the page's API client), and nothing
 * waited for, so navigation is not held.
 */
export const createBrowserPageSource = (api: SiteRuntime['api']): PageSource => ({
  loadedRemote: loadedRoutesModule,
  loadRemote: (remote) => loadRoutesModule(remote),
  pageCache: () => new QueryCache(api),
  documentLoads: true,
});
