import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';

export type ServerRendererOptions = {
  config: SiteConfig;
  /** How long a request may wait for remotes and data before the rest is left to the browser. */
  budgetMs?: number;
  /** How often remotes' manifests are asked whether a new deployment is out. */
  remotePollMs?: number;
};

export type ServerRenderRequest = { url: string; nonce: string };

/**
 * A page rendered on the server: the stylesheets its markup needs beyond the shell's (the
 * rendered remote's), its head tags, the #root element, and the state to hydrate from.
 */
export type ServerRenderedPage = { status: number; stylesheets: string[]; head: string; body: string; state: unknown };

export type ServerRenderer = {
  render: (request: ServerRenderRequest) => Promise<ServerRenderedPage>;
  /**
   * The site's sitemap (sitemaps.org 0.9 XML, absolute URLs on the configured site address), or
   * undefined when content it lists could not be read: a sitemap with pages left out would tell
   * crawlers they are gone. A shell build from before the sitemap has none (`/sitemap.xml` is
   * then not found).
   */
  sitemap?: () => Promise<string | undefined>;
  close: () => void;
};

/** What the shell's Node build (shell/dist/server/server.js) exports. */
export type ServerRendererModule = { createPageRenderer: (options: ServerRendererOptions) => ServerRenderer };

export const SERVER_ENTRY = path.join('server', 'server.js');

/**
 * The shell's page renderer from its build, or undefined for a build without one (the pages are
 * then rendered in the browser). The Node build starts asynchronously (federation's
 * asyncStartup): its exports may come as a promise.
 */
export async function loadServerRenderer(root: string, options: ServerRendererOptions): Promise<ServerRenderer | undefined> {
  const entry = path.resolve(root, SERVER_ENTRY);
  if (!fs.existsSync(entry)) return undefined;
  // A path known only at run time: the shell's build, never bundled into this server.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = (await (require(entry) as ServerRendererModule | Promise<ServerRendererModule>)) as ServerRendererModule;
  if (typeof loaded.createPageRenderer !== 'function') throw new Error(`${entry} does not export createPageRenderer`);
  return loaded.createPageRenderer(options);
}
