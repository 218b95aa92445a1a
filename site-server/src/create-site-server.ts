import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { SiteConfig } from '@group/shared/config';
import { PAGE_RENDERER_ENTRY } from '@group/shared/page-renderer';
import type { PageRenderer, PageRendererModule, PageRendererOptions } from '@group/shared/page-renderer';
import { createApiReadiness } from './api-readiness';
import { registerCrawlerFiles } from './crawler-files';
import { registerHealthRoutes } from './health-routes';
import { DEFAULT_PAGE_CACHING, pageCacheControl } from './page-caching';
import type { PageCaching } from './page-caching';
import { contentSecurityPolicyOf, setCommonHeaders, setPageHeaders } from './security-headers';
import { DEFAULT_SERVER_TIMEOUTS, timeoutOptions } from './server-timeouts';
import type { ServerTimeouts } from './server-timeouts';
import { isServerOnlyPath, PLAIN_PAGE, pagePathConstraints, REVALIDATE, registerStaticFiles } from './static-files';
import { registerMetricsRoute } from './observability/metrics-route';
import { notePage, observeRequests, REQUEST_ID_HEADER, requestIdOptions } from './observability/observe-requests';
import { OneLinePerRequest } from './observability/one-line-per-request';
import { createSiteMetrics } from './observability/site-metrics';
import type { SiteMetrics } from './observability/site-metrics';
import { registerSiteReleases } from './releases/site-releases';
import type { SiteReleases, SiteReleasesOptions } from './releases/site-releases';

type CommonOptions = {
  /** The build to serve (an app's dist/). */
  root: string;
  /** Fastify's logger: one line per request (observability/observe-requests.ts), and the renderer's. */
  logger?: FastifyServerOptions['logger'];
  /** How long a client may take to send its request, stay idle, keep its connection (server-timeouts.ts). */
  timeouts?: Partial<ServerTimeouts>;
};

/** A remote's build: its files, CORS on, index.html for any path of the app. */
export type StaticSiteOptions = CommonOptions & { mode: 'static' };

/** The shell: its files, and every page rendered per request with configuration and security headers. */
export type ShellSiteOptions = CommonOptions & {
  mode: 'shell';
  config: SiteConfig;
  /** Fastify's trustProxy: whose X-Forwarded-Proto says the site was reached over HTTPS. */
  trustProxy?: boolean | number | string;
  /** Renders the pages. Defaults to the shell's Node build (`<root>/server/server.js`). */
  renderer?: PageRenderer;
  /** For the default renderer: the longest a request waits for remotes and data (ms). */
  renderBudgetMs?: number;
  /** How long shared caches may keep pages rendered whole (page-caching.ts); its defaults when left out. */
  pageCaching?: PageCaching;
  /**
   * Whether search engines may index the site (SITE_INDEXING; default true). Off: robots.txt
   * disallows everything and every page carries `X-Robots-Tag: noindex`.
   */
  indexing?: boolean;
  /** GET /metrics and the series it serves: none kept, and 404 there, without it. */
  metrics?: MetricsOptions;
  /** Releases chosen per visitor, error reports and the releases' status (docs/decisions/0042); every page the live releases without it. */
  releases?: SiteReleasesOptions;
};

export type MetricsOptions = {
  /** The bearer token GET /metrics asks for (METRICS_TOKEN). */
  token: string;
  /** Where the series are kept; a set of this server's own when left out. */
  series?: SiteMetrics;
  /** What GET /metrics serves: `series` when left out; in a cluster, every worker's (cluster-metrics.ts). */
  scrape?: () => Promise<string>;
};

export type SiteServerOptions = StaticSiteOptions | ShellSiteOptions;

const pathnameOf = (url: string) => url.split('?')[0] ?? '/';

/** A path without a file extension is a route of the app (history fallback), not a missing file. */
const isAppPath = (pathname: string) => !path.extname(pathname);

function assertBuilt(options: SiteServerOptions): void {
  if (!fs.existsSync(options.root)) throw new Error(`Nothing to serve: ${options.root} is missing (run the build first)`);
}

/**
 * A stop ends every connection as soon as it carries no answer, so it never waits on a browser.
 * Node's close ends the connections idle at that moment only: one whose answer is still being
 * written would then be kept alive for Fastify's keep-alive time (72 s), and one a browser opened
 * ahead of need (preconnect) and never sent a request on is not counted as idle at all.
 */
function endConnectionsOnClose(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    unused.delete(request.socket);
    response.once('finish', () => {
      if (closing) request.socket.end();
    });
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const socket of unused) socket.destroy();
    done();
  });
}

/**
 * The shell's page renderer from its build (`<root>/server/server.js`). The Node build starts
 * asynchronously (federation's asyncStartup): its exports may come as a promise. A build without
 * it cannot serve pages, and says so.
 */
async function loadPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  const entry = path.resolve(options.root, PAGE_RENDERER_ENTRY);
  if (!fs.existsSync(entry)) throw new Error(`Nothing to render pages with: ${entry} is missing (run the build first)`);
  // A path known only at run time: the shell's build, never bundled into this server.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = (await (require(entry) as PageRendererModule | Promise<PageRendererModule>)) as PageRendererModule;
  if (typeof loaded.createPageRenderer !== 'function') throw new Error(`${entry} does not export createPageRenderer`);
  return loaded.createPageRenderer(options);
}

/**
 * The page renderer: the one given, else the shell's build's, logging through the server's logger
 * and telling `metrics` what happens to the remotes.
 */
async function pageRenderer(options: ShellSiteOptions, app: FastifyInstance, metrics: SiteMetrics | undefined): Promise<PageRenderer> {
  const renderer =
    options.renderer ??
    (await loadPageRenderer({
      config: options.config,
      root: options.root,
      budgetMs: options.renderBudgetMs,
      log: app.log,
      onRemoteEvent: metrics ? (event) => metrics.remoteEvent(event) : undefined,
    }));
  app.addHook('onClose', async () => renderer.close());
  return renderer;
}

/**
 * Answers a page's request with what the renderer made of it (the whole document, its status and
 * type), and the site's headers: the page's security policy naming its scripts' hashes, and how
 * long a shared cache may keep it. A page whose remotes a visitor's cookie chose (a preview, a
 * canary), or that sets one, is theirs alone: no store may keep it. Once it is out, the page
 * counts for the releases it was rendered with.
 */
function pageSender(options: ShellSiteOptions, renderer: PageRenderer, releases: SiteReleases | undefined) {
  const noindex = options.indexing === false;
  const policyOf = contentSecurityPolicyOf(options.config);
  return async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const chosen = releases?.forPage(request, reply);
    if (chosen && 'redirect' in chosen) return reply.header('Cache-Control', 'no-store').redirect(chosen.redirect, 302);
    // The page's own path (/index.html is the home page) with the request's query string.
    const query = request.url.indexOf('?');
    // The request's id goes with the page's API reads, and the renderer logs through its logger.
    const page = await renderer.render({ url: query < 0 ? pathname : `${pathname}${request.url.slice(query)}`, requestId: request.id, log: request.log, ...chosen?.render });
    notePage(request, page.facts);
    // Counted after the answer, not before its first byte.
    if (chosen) reply.raw.once('finish', () => chosen.sent(page.facts));
    setPageHeaders(request, reply, { siteUrl: options.config.siteUrl, policy: policyOf(page.scriptHashes) });
    if (noindex) reply.header('X-Robots-Tag', 'noindex');
    return reply
      .code(page.status)
      .headers(page.headers)
      .header('Cache-Control', chosen?.personal ? 'private, no-store' : pageCacheControl(page, options.pageCaching ?? DEFAULT_PAGE_CACHING))
      .send(page.stream);
  };
}

/**
 * The shell's pages, rendered per request, and beside them the files crawlers ask for, the
 * probes of a balancer (/healthz, /readyz) and the metrics (/metrics).
 */
async function shellPages(options: ShellSiteOptions, app: FastifyInstance, metrics: SiteMetrics | undefined) {
  const renderer = await pageRenderer(options, app, metrics);
  let rendererLoaded = true;
  app.addHook('onClose', async () => {
    rendererLoaded = false;
  });
  registerHealthRoutes(app, { rendererLoaded: () => rendererLoaded, apiReady: createApiReadiness({ apiBaseUrl: options.config.apiBaseUrl }) });
  registerCrawlerFiles(app, { siteUrl: options.config.siteUrl, indexing: options.indexing !== false, renderer });
  registerMetricsRoute(app, {
    token: options.metrics?.token,
    scrape: options.metrics?.scrape ?? (() => metrics?.registry.metrics() ?? Promise.resolve('')),
    contentType: metrics?.registry.contentType ?? 'text/plain; charset=utf-8',
  });
  const releases = options.releases ? registerSiteReleases(app, options.config, options.releases) : undefined;
  return pageSender(options, renderer, releases);
}

/** TRUST_PROXY as Fastify takes it: a number of proxies trusts that many hops from the server. */
const fastifyTrustProxy = (trust: boolean | number | string) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/**
 * The site's server without listening, for `inject` in tests and `listen` in index.ts and the
 * scripts. Every answer is CORS-open (remotes are loaded cross-origin) and `nosniff`, and names
 * its request's id (X-Request-Id), which its log line carries.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  assertBuilt(options);
  const trustProxy = options.mode === 'shell' ? (options.trustProxy ?? false) : false;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(trustProxy),
    ...requestIdOptions(trustProxy),
    ...timeoutOptions({ ...DEFAULT_SERVER_TIMEOUTS, ...options.timeouts }),
    ...(options.mode === 'shell' ? { routerOptions: { constraints: pagePathConstraints } } : {}),
  });
  const metrics = options.mode === 'shell' && options.metrics ? (options.metrics.series ?? createSiteMetrics()) : undefined;
  endConnectionsOnClose(app);
  observeRequests(app, metrics);
  app.addHook('onRequest', async (request, reply) => {
    setCommonHeaders(reply);
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // The shell's Node build and what only its server reads sit in its build folder: never served.
  // A path without an extension is no file of the shell's build but a page: a plain one never
  // comes here (static-files.ts, PLAIN_PAGE), any other reaches the page once its spelling was checked.
  const hidden = options.mode === 'shell' ? (pathname: string) => isAppPath(pathname) || isServerOnlyPath(pathname) : undefined;
  await registerStaticFiles(app, path.resolve(options.root), { hidden });

  const sendPage =
    options.mode === 'shell'
      ? await shellPages(options, app, metrics)
      : (request: FastifyRequest, reply: FastifyReply) => {
          notePage(request, undefined);
          return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
        };
  app.get('/', (request, reply) => sendPage(request, reply, '/'));
  if (options.mode === 'shell') {
    // A remote's index.html is a file like any other; the shell's is its home page.
    app.get('/index.html', (request, reply) => sendPage(request, reply, '/'));
    // A plain page path goes to its page without a look for a file (static-files.ts).
    app.get('/*', { constraints: PLAIN_PAGE }, (request, reply) => sendPage(request, reply, pathnameOf(request.url)));
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').send();
    }
    const pathname = pathnameOf(request.url);
    if (isAppPath(pathname)) return sendPage(request, reply, pathname);
    return reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found\n');
  });
  return app;
}
