import { QueryCache } from '@group/shared/data';
import type { SiteRuntime } from '@group/shared/runtime';
import { loadedRoutesModule, loadRoutesModule } from '../federation/browser-remotes';
import type { PageSource } from './page-source';

/**
 * The browser's page loaders: remotes loaded through the federation runtime (kept for the
 * visit), a new query cache per page visit (reading through the page's API client), and nothing
 * waited for, so navigation is not held. A page visited here is rendered here, its markup
 * fields cleaned here: the sanitizer's code starts loading with the page's module and data.
 */
export const createBrowserPageSource = ({ api, sanitizeHtml }: Pick<SiteRuntime, 'api' | 'sanitizeHtml'>): PageSource => ({
  loadedRemote: loadedRoutesModule,
  loadRemote: (remote) => loadRoutesModule(remote),
  pageCache: () => {
    // A failure shows where the markup is (SafeHtml stays empty), not here.
    sanitizeHtml.load().catch(() => undefined);
    return new QueryCache(api);
  },
  documentLoads: true,
});
