// The contract between the site's server (site-server) and the shell's Node build, which renders
// its pages: site-server speaks HTTP and calls `render`; the shell renders the whole document.
// Neither package imports the other (docs/decisions/0016-server-rendering.md).
import type { SiteConfig } from '../config';

export type PageRendererOptions = {
  config: SiteConfig;
  /** The shell's browser build (its dist/): the files and stylesheets its pages name. */
  root: string;
  /** How long a request may wait for remotes and data before the rest is left to the browser. */
  budgetMs?: number;
  /** How often remotes' manifests are asked whether a new deployment is out. */
  remotePollMs?: number;
};

export type PageRenderRequest = {
  /** The page's path with its query string. */
  url: string;
  /** The response's CSP nonce: every inline script of the page carries it. */
  nonce: string;
};

/**
 * A page ready to send: its status (404 for a page not found), its headers, and the document.
 * The stream is the whole document; the status is final before the first byte.
 */
export type RenderedPage = {
  status: number;
  headers: Record<string, string>;
  stream: NodeJS.ReadableStream;
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
