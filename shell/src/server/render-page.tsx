import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { JSDOM } from 'jsdom';
import { setApiFetch } from '@group/shared/api';
import { configureRuntime } from '@group/shared/config';
import { createResponseStatus, QueryCache, ResponseStatusProvider } from '@group/shared/data';
import type { PageQueries } from '@group/shared/federation';
import { createSiteStore, SiteStoreProvider } from '@group/shared/store';
import { setSanitizerWindow } from '@group/shared/ui';
import type { ServerRenderer, ServerRendererOptions, ServerRenderRequest } from 'site-server';
import { App } from '../app/app';
import { applySiteData, siteQueries } from '../app/load-site-data';
import { PageContextProvider } from '../app/page-context';
import type { PageState } from '../app/page-state';
import { createSiteRoutes } from '../app/site-routes';
import type { RemoteRoutesModule } from '../federation/remote-modules';
import { createCachedFetch } from './cached-api-fetch';
import { createRecentQueryResults } from './recent-query-results';
import { matchRoute } from './match-route';
import type { MatchedRoute } from './match-route';
import { renderToHtml } from './render-to-html';
import { withRequestStore } from './request-store';
import { createServerRemotes } from './server-remotes';
import { createSitemap } from './sitemap/create-sitemap';

/** Where React's head tags (title, meta, links) end and the page begins in the rendered markup. */
const ROOT_START = '<div id="root">';

/** What the page reads, to load before rendering; a remote built before pages declared it has none. */
const pageQueriesOf = (module: RemoteRoutesModule, { entry, pageProps }: MatchedRoute) => {
  const queries = module.queries as Partial<Record<string, PageQueries<Record<string, string>>>> | undefined;
  return queries?.[entry.page]?.(pageProps) ?? [];
};

/**
 * The shell's server render (docs/decisions/0016-server-rendering.md): per request, the route's
 * remote is loaded on Node and the layout's and page's queries are loaded, all within the
 * budget; whatever is not there by then renders in its loading state and is finished in the
 * browser. The markup comes back in two parts (head tags, the #root element) with the remote's
 * stylesheets and the state the browser hydrates from; site-server puts them into the shell's
 * built page. The sitemap is made here too, through the same API client and caches.
 */
export function createPageRenderer({ config, budgetMs = 1000, remotePollMs }: ServerRendererOptions): ServerRenderer {
  configureRuntime(config);
  // API answers are the same for every visitor: kept a few seconds, shared by requests.
  setApiFetch(createCachedFetch());
  const recentResults = createRecentQueryResults();
  // Markup from the backend is sanitized on the server as in the browser (DOMPurify needs a DOM).
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  const remotes = createServerRemotes({ manifests: config.remotes, pollMs: remotePollMs });
  const handler = createStaticHandler(createSiteRoutes());

  const render = ({ url, nonce }: ServerRenderRequest) => {
    const startedAt = Date.now();
    const remaining = () => Math.max(0, budgetMs - (Date.now() - startedAt));
    const store = createSiteStore();
    return withRequestStore(store, async () => {
      const request = new Request(new URL(url, config.siteUrl));
      const matched = matchRoute(new URL(request.url).pathname);
      const siteCache = new QueryCache({}, recentResults);
      const pageCache = new QueryCache({}, recentResults);
      const siteData = siteCache.prefetch(Object.values(siteQueries), budgetMs);
      const module = matched ? await remotes.load(matched.entry.remote, remaining()) : undefined;
      // The remote whose page is rendered here; none for an unknown path or a remote not there in time.
      const remote = matched && module ? matched.entry.remote : null;
      await Promise.all([siteData, matched && module ? pageCache.prefetch(pageQueriesOf(module, matched), remaining()) : undefined]);
      applySiteData(siteCache, store);

      const context = await handler.query(request);
      if (context instanceof Response) throw new Error(`Unexpected response from the route table for ${url}`);
      const router = createStaticRouter(handler.dataRoutes, context);
      // A not-found state says 404 while it renders (HttpStatus).
      const status = createResponseStatus();
      const remoteModules = remote ? { [remote]: module } : {};
      const markup = await renderToHtml(
        <StrictMode>
          <ResponseStatusProvider status={status}>
            <SiteStoreProvider store={store}>
              <PageContextProvider value={{ first: { path: context.location.pathname, cache: pageCache }, remoteModules }}>
                <div id="root">
                  <App>
                    <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
                  </App>
                </div>
              </PageContextProvider>
            </SiteStoreProvider>
          </ResponseStatusProvider>
        </StrictMode>,
        { nonce, timeoutMs: Math.max(remaining(), 200) },
      );
      siteCache.abort();
      pageCache.abort();

      const rootAt = markup.indexOf(ROOT_START);
      const { globals, ventureCategories, toasts } = store.getState();
      const state: PageState = {
        globals,
        ventureCategories,
        toasts: toasts.map(({ kind, message }) => ({ kind, message })),
        queries: pageCache.dehydrate(),
        renderedRemote: remote,
      };
      return {
        status: status.code,
        // The remote's stylesheets come with the markup that uses them.
        stylesheets: remote ? remotes.stylesheets(remote) : [],
        head: rootAt > 0 ? markup.slice(0, rootAt) : '',
        body: rootAt >= 0 ? markup.slice(rootAt) : markup,
        state,
      };
    });
  };

  return { render, sitemap: createSitemap({ siteUrl: config.siteUrl, results: recentResults }), close: () => remotes.stop() };
}
