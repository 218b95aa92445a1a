import { QueryCache } from '@group/shared/data';
import { loadedRoutesModule, loadRoutesModule } from '../federation/load-routes-module';
import type { PageSource } from './page-source';

/**
 * The browser's page loaders: remotes loaded through the federation runtime (kept for the
 * visit), a new query cache per page visit, and nothing waited for, so navigation is not held.
 */
export const browserPageSource: PageSource = {
  loadedRemote: loadedRoutesModule,
  loadRemote: (remote) => loadRoutesModule(remote),
  pageCache: () => new QueryCache(),
  documentLoads: true,
};
