import { QueryCache } from '@group/shared/data';
import type { SiteRuntime } from '@group/shared/runtime';
import { loadedRoutesModule, loadRoutesModule } from '../federation/browser-remotes';
import type { PageSource } from './page-source';

/**
 * The browser's page loaders: remotes loaded through the federation runtime (kept for the
 * visit), a new query cache per page visit (reading through the page's API client), and no data
 * waited for. Once a page is on screen (`pageOnScreen`), a navigation waits for the next page's
 * remote, so the page being left stays until the next one can be shown or its fallback. A page
 * visited here is rendered here, its markup
 * fields cleaned here: the sanitizer's code starts loading with the page's module and data.
 */
export const createBrowserPageSource = (
  { api, sanitizeHtml }: Pick<SiteRuntime, 'api' | 'sanitizeHtml'>,
  pageOnScreen: () => boolean = () => false,
): PageSource => ({
  loadedRemote: loadedRoutesModule,
  pageOnScreen,
  loadRemote: (remote) => loadRoutesModule(remote),
  pageCache: () => {
    // A failure shows where the markup is (SafeHtml stays empty), not here.
    sanitizeHtml.load().catch(() => undefined);
    return new QueryCache(api);
  },
  documentLoads: true,
});
