// The shell's Node build (dist/server/server.js) is this module: the page renderer site-server
// loads (@group/shared/page-renderer's PageRendererModule).
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { JSDOM } from 'jsdom';
import { resolveRuntimeConfig } from '@group/shared/config';
import type { RemoteName, SiteConfig } from '@group/shared/config';
import { createResponseStatus, QueryCache, ResponseStatusProvider } from '@group/shared/data';
import type { PageFacts, PageRenderer, PageRendererOptions, PageRenderRequest, RenderedPage, RendererLog } from '@group/shared/page-renderer';
import { createHtmlSanitizer, createSiteRuntime } from '@group/shared/runtime';
import type { SanitizerWindow } from '@group/shared/runtime';
import { App } from '../app/app';
import { applySiteData, siteQueries } from '../app/load-site-data';
import type { PageState } from '../app/page-state';
import type { PageSource } from '../app/page-source';
import type { RemotePageData } from '../federation/remote-route';
import { createSiteRoutes } from '../app/site-routes';
import { reportRemoteErrorsTo } from '../federation/remote-error-plugin';
import { countApiReads, createCachedFetch, createRecentQueryResults } from './cached-api-fetch';
import { readPageAssets } from './page-assets';
import { apiLogOf, errorFields, standardErrorLog } from './renderer-log';
import { reportRemoteFileRefusalsTo } from './remote-file-check';
import { createServerRemotes } from './server-remotes';
import { createPageScripts, pageHeaders, renderToStream, SiteDocument } from './site-document';
import type { PageRuns, PageStylesheet, SiteDocumentProps } from './site-document';
import { createSitemap } from './sitemap/create-sitemap';

/**
 * The shell's server render (docs/decisions/0016-server-rendering.md): per request, the route's
 * remote is loaded on Node and the layout's and page's queries are loaded, all within the
 * budget; whatever is not there by then renders in its loading state and is finished in the
 * browser. React renders the whole document (SiteDocument), linking the remote's stylesheets, with
 * the state the browser hydrates from, and it is handed over once complete, its status known. A
 * page that cannot be rendered comes back as the document the browser renders itself. The
 * sitemap is made here too, through the same API client and caches.
 *
 * Nothing of it is kept by a module: each renderer holds its configuration, API fetch, caches and
 * sanitizer, and hands every request a site runtime of its own made from them (its store, and
 * the API client whose toasts go there), so renderers of different sites share a process
 * (docs/decisions/0027-site-runtime.md). Federation's runtime is the process's: their remotes
 * are the same.
 */
export function createPageRenderer({ config, root, budgetMs = 1000, remotePollMs, log = standardErrorLog, onRemoteEvent }: PageRendererOptions): PageRenderer {
  const siteConfig = resolveRuntimeConfig(config);
  // API answers are the same for every visitor: kept a few seconds, shared by requests. No read
  // outlasts the budget of the render that asked for it.
  const apiFetch = createCachedFetch({ timeoutMs: budgetMs });
  const recentResults = createRecentQueryResults();
  // Markup from the backend is sanitized on the server as in the browser (DOMPurify needs a DOM).
  const sanitizeHtml = createHtmlSanitizer(new JSDOM('').window as unknown as SanitizerWindow);
  /** A request's runtime: the renderer's parts, and a store, a log and an API read counter of its own. */
  const requestRuntime = (reads = countApiReads(apiFetch, undefined), requestLog = log) =>
    createSiteRuntime({ config: siteConfig, fetch: reads.fetch, sanitizeHtml, log: apiLogOf(requestLog) });
  const assets = readPageAssets(root);
  // The shell's own stylesheets: no manifest lists them, so they carry no integrity.
  const shellStylesheets: PageStylesheet[] = assets.stylesheets.map((href) => ({ href }));
  const pageScripts = createPageScripts(assets.bootstrapScripts);
  reportRemoteFileRefusalsTo(log);
  const remotes = createServerRemotes({ manifests: config.remotes, pollMs: remotePollMs, log, onEvent: onRemoteEvent });
  reportRemoteErrorsTo(log);
  // The route table, made once: React Router ranks its paths when the handler is made. Each
  // request queries it with its own page source as the loaders' context.
  const handler = createStaticHandler(createSiteRoutes((context) => context as PageSource));

  /**
   * The configuration a page names for the releases it was given: made once per choice in a row.
   * While only live releases are deployed the site's server gives every page the same choice, so
   * it is made when the releases change, not per page.
   */
  let lastChoice: { chosen: PageRenderRequest['remotes']; releases: PageRenderRequest['releases']; config: SiteConfig } | undefined;
  const configOf = (chosen: PageRenderRequest['remotes'], releases: PageRenderRequest['releases']): SiteConfig => {
    if (lastChoice && lastChoice.chosen === chosen && lastChoice.releases === releases) return lastChoice.config;
    const manifests = Object.fromEntries(Object.entries(chosen ?? {}).map(([remote, release]) => [remote, release.manifestUrl]));
    const made: SiteConfig = { ...config, remotes: { ...config.remotes, ...manifests }, ...(releases ? { releases } : {}) };
    lastChoice = { chosen, releases, config: made };
    return made;
  };

  /**
   * What the document of a request is made of: the configuration names the manifest of each
   * release the request chose (the browser hydrates the same release) and the releases its error
   * reports name; a previewing visitor gets the notice. Its inline scripts (that configuration
   * among them) and their hashes depend on how the page runs.
   */
  const documentParts = (stylesheets: PageStylesheet[], runs: PageRuns, { remotes: chosen, releases, preview }: PageRenderRequest) => {
    const requestConfig = configOf(chosen, releases);
    const scripts = pageScripts(requestConfig, runs);
    const props: Pick<SiteDocumentProps, 'config' | 'stylesheets' | 'headScripts' | 'preview'> = {
      config: requestConfig,
      stylesheets,
      headScripts: scripts.head,
      preview,
    };
    return { props, scripts };
  };
  const stream = (document: ReactElement, start: string | undefined, timeoutMs: number, requestLog: RendererLog) =>
    renderToStream(document, {
      bootstrapScriptContent: start,
      timeoutMs,
      onError: (error) => requestLog.error({ err: errorFields(error) }, 'a part of the page could not be rendered on the server'),
    });

  /** The document without the page: the browser renders it (never a blank page). */
  const renderForBrowser = async (request: PageRenderRequest): Promise<RenderedPage> => {
    const { props, scripts } = documentParts(shellStylesheets, 'rendered', request);
    return {
      status: 200,
      headers: pageHeaders(200),
      stream: await stream(<SiteDocument {...props} defaultTitle page={{ runs: 'rendered' }} />, scripts.start, budgetMs, request.log ?? log),
      scriptHashes: scripts.hashes,
    };
  };

  const renderPage = async (pageRequest: PageRenderRequest): Promise<RenderedPage> => {
    const { url, requestId, log: requestLog = log } = pageRequest;
    const releaseOf = (remote: RemoteName) => pageRequest.remotes?.[remote];
    const startedAt = Date.now();
    const remaining = () => Math.max(0, budgetMs - (Date.now() - startedAt));
    const reads = countApiReads(apiFetch, requestId);
    const runtime = requestRuntime(reads, requestLog);
    const { store } = runtime;
    const request = new Request(new URL(url, siteConfig.siteUrl));
    const siteCache = new QueryCache(runtime.api, {}, recentResults);
    const pageCache = new QueryCache(runtime.api, {}, recentResults);
    const siteData = siteCache.prefetch(Object.values(siteQueries), budgetMs);
    // The router matches the path and runs the page's loader: its remote and its data, within
    // the budget, into this request's cache.
    const source: PageSource = {
      loadedRemote: () => undefined,
      loadRemote: async (remote) => (await remotes.load(remote, remaining(), releaseOf(remote))) ?? null,
      pageCache: () => pageCache,
      waitForDataMs: remaining,
    };
    const context = await handler.query(request, { requestContext: source });
    if (context instanceof Response) throw new Error(`Unexpected response from the route table for ${url}`);
    await siteData;
    applySiteData(siteCache, store);
    const leaf = context.matches.at(-1);
    const page = leaf ? (context.loaderData[leaf.route.id] as RemotePageData | undefined) : undefined;
    // The remote whose page is rendered here; none for an unknown path or a remote not there in time.
    const module = page?.module instanceof Promise ? null : page?.module;
    const remote = page && module ? page.entry.remote : null;
    // A page with nothing interactive goes without script once it is whole: everything it reads
    // is in it. Anything missing is left to the browser, which needs the page's script for it.
    const whole = remote !== null && siteCache.hasAll(Object.values(siteQueries)) && pageCache.hasAll(page?.queries ?? []);
    const withScript = !(page?.entry.withoutScript && whole && store.getState().toasts.length === 0);

    const router = createStaticRouter(handler.dataRoutes, context);
    const { globals, ventureCategories, toasts } = store.getState();
    const state: PageState = {
      globals,
      ventureCategories,
      toasts: toasts.map(({ kind, message }) => ({ kind, message })),
      queries: pageCache.dehydrate(),
      renderedRemote: remote,
    };
    const remoteStylesheets = remote ? remotes.stylesheets(remote, releaseOf(remote)) : [];
    // A not-found state says 404 while it renders, an unavailable one 503 (HttpStatus).
    const status = createResponseStatus();
    const { props, scripts } = documentParts([...shellStylesheets, ...remoteStylesheets], withScript ? 'hydrated' : 'never', pageRequest);
    const document = (
      <SiteDocument
        {...props}
        // A page sets its own title; the layout around a remote that is not there does not.
        defaultTitle={!remote && Boolean(page)}
        page={withScript ? { runs: 'hydrated', state } : { runs: 'never' }}
      >
        <StrictMode>
          <ResponseStatusProvider status={status}>
            <App runtime={runtime}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </App>
          </ResponseStatusProvider>
        </StrictMode>
      </SiteDocument>
    );
    const budgetExceeded = remaining() === 0;
    const body = await stream(document, scripts.start, Math.max(remaining(), 200), requestLog);
    siteCache.abort();
    pageCache.abort();
    // A path outside SPEC §2 is the router's 404; a page says its own: an unknown news item's 404,
    // or 503 when what it needed could not be read (the API down), which names when to come back.
    const code = context.statusCode !== 200 ? context.statusCode : status.code;
    const facts: PageFacts = {
      route: routePatternOf(context.matches),
      remote,
      release: module?.release ?? null,
      routeRemote: page?.entry.remote ?? null,
      budgetExceeded,
      apiReads: reads.facts(),
    };
    return { status: code, headers: pageHeaders(code), stream: body, scriptHashes: scripts.hashes, facts };
  };

  const render = (request: PageRenderRequest) =>
    renderPage(request).catch((error: unknown) => {
      (request.log ?? log).error({ err: errorFields(error) }, 'the page could not be rendered on the server; the browser renders it');
      return renderForBrowser(request);
    });

  return { render, sitemap: createSitemap({ runtime: () => requestRuntime(), results: recentResults, log }), close: () => remotes.stop() };
}

/** The matched route's path pattern (`/news-centre/:slug`), as a request log names a page: never the address itself. */
function routePatternOf(matches: readonly { route: { path?: string } }[] | null | undefined): string | null {
  if (!matches || matches.length === 0) return null;
  const parts = matches.flatMap(({ route }) => (route.path ? route.path.split('/') : [])).filter(Boolean);
  return `/${parts.join('/')}`;
}
