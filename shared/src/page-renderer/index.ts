// The contract between the site's server (site-server) and the shell's Node build, which renders
// its pages: site-server speaks HTTP and calls `render`; the shell renders the whole document.
// Neither package imports the other (docs/decisions/0016-server-rendering.md).
import type { RemoteName, SiteConfig } from '../config';

export { pollRemoteFiles } from './poll-remote-files';
export type { RemoteFilesPoll, RemoteFilesPollOptions } from './poll-remote-files';

/**
 * Where a renderer writes what an operator should know: pino's calling convention (fields, then
 * a message), so the server's own logger or a request's child logger can be handed in as it is.
 * Fields never carry a visitor's data.
 */
export type RendererLog = {
  warn: (fields: Record<string, unknown>, message: string) => void;
  error: (fields: Record<string, unknown>, message: string) => void;
};

/** What happened to a remote, for the server's metrics. */
export type RemoteEvent =
  /** Its server build could not be loaded: its pages render in the browser for a while. */
  | { kind: 'load-failed'; remote: string }
  /** It was built for shared packages this site does not provide (docs/decisions/0017). */
  | { kind: 'refused'; remote: string }
  /** A new deployment of it was seen; the next page loads it. */
  | { kind: 'updated'; remote: string };

export type PageRendererOptions = {
  config: SiteConfig;
  /** Not a request's: remotes, the sitemap, the shared module runtime. Standard error as JSON when left out. */
  log?: RendererLog;
  /** Told of each remote's failures, refusals and new deployments. */
  onRemoteEvent?: (event: RemoteEvent) => void;
  /** The shell's browser build (its dist/): the files and stylesheets its pages name. */
  root: string;
  /** How long a request may wait for remotes and data before the rest is left to the browser. */
  budgetMs?: number;
  /** How often remotes' manifests are asked whether a new deployment is out. */
  remotePollMs?: number;
};

/** A release of a remote other than its live one, chosen for one visitor (docs/decisions/0042). */
export type PageRemoteRelease = {
  /** Its name (its manifest's `metaData.release`). */
  release: string;
  /** Its own mf-manifest.json, in the remote's deployment folder (`releases/<release>/`). */
  manifestUrl: string;
};

/** Where the browser reports a remote's failures, tagged with its release (POST, JSON). */
export const REMOTE_ERRORS_PATH = '/_site/remote-errors';

export type PageRenderRequest = {
  /** The page's path with its query string. */
  url: string;
  /**
   * Remotes this page takes from a release other than the live one (a preview, a canary): the
   * server renders them from that release and the page's configuration names its manifest, so the
   * browser hydrates the same release. The others are the configuration's.
   */
  remotes?: Partial<Record<RemoteName, PageRemoteRelease>>;
  /** The release of each remote the page names, for the browser's error reports; none: it reports none. */
  releases?: Partial<Record<RemoteName, string>>;
  /** The visitor previews this release: the page says so, with a link that ends the preview. */
  preview?: { remote: RemoteName; release: string; leaveUrl: string };
  /** Sent with each of the page's API reads (X-Request-Id), so the API's log lines name the page's request. */
  requestId?: string;
  /** The request's own log (its id in every line); the renderer's when left out. */
  log?: RendererLog;
};

/** What the API reads of one page came to. */
export type ApiReadFacts = {
  /** Reads the page asked for. */
  count: number;
  /** Of them, answered from the renderer's cache, fresh or stale, without waiting for the API. */
  cached: number;
  /** Of them, served stale while a fresh answer was fetched. */
  stale: number;
  /** Of them, failed: a network error, a time-out or a server error (5xx). */
  failed: number;
  /** The time the page's reads that went to the API took, added up (ms). */
  waitedMs: number;
};

/** How a page was rendered: what the server's request log and metrics say of it. */
export type PageFacts = {
  /** The route's path pattern (`/news-centre/:slug`); null when no route matched. */
  route: string | null;
  /** The remote whose page was rendered on the server; null when it was left to the browser. */
  remote: string | null;
  /** That remote's release (SITE_RELEASE of its build), when it says. */
  release: string | null;
  /** The remote whose route the page is, rendered on the server or left to the browser; null when no route matched. */
  routeRemote?: string | null;
  /** Whether something was still waited for when the budget ran out (that part renders in the browser). */
  budgetExceeded: boolean;
  apiReads: ApiReadFacts;
};

/**
 * A page ready to send: its status (404 for a page not found), its headers, and the document.
 * The stream is the whole document; the status is final before the first byte.
 */
export type RenderedPage = {
  status: number;
  headers: Record<string, string>;
  stream: NodeJS.ReadableStream;
  /**
   * The CSP sources (`'sha256-…'`) of the page's inline scripts: the response's policy allows
   * them and nothing else inline, and the scripts they add run under 'strict-dynamic'. The same
   * page has the same hashes for every visitor, so a shared cache may keep it.
   */
  scriptHashes: string[];
  /** Left out by a renderer that does not tell. */
  facts?: PageFacts;
};

export type PageRenderer = {
  /**
   * The page of a request. A page the server cannot render comes back as the document the
   * browser renders itself: never a blank page.
   */
  render: (request: PageRenderRequest) => Promise<RenderedPage>;
  /**
   * The site's sitemap (sitemaps.org 0.9 XML, absolute URLs on the configured site address), or
   * undefined when content it lists could not be read: a sitemap with pages left out would tell
   * crawlers they are gone.
   */
  sitemap: () => Promise<string | undefined>;
  close: () => void;
};

/** What the shell's Node build (`<root>/server/server.js`) exports. */
export type PageRendererModule = { createPageRenderer: (options: PageRendererOptions) => PageRenderer };

/** Where the shell's Node build is, inside its build folder. */
export const PAGE_RENDERER_ENTRY = 'server/server.js';

/**
 * What the shell's browser build names for its pages (`<root>/page-assets.json`): the script that
 * starts the site, and the stylesheets the markup uses (its startup chunks'). Paths are the site's
 * own (`/main.js?…`).
 */
export type PageAssets = { bootstrapScripts: string[]; stylesheets: string[] };

export const PAGE_ASSETS_FILE = 'page-assets.json';
