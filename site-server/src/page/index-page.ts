import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import type { HomeHints } from '../hints/home-hints';
import { createStylesheetInliner } from './inline-stylesheets';
import { composeRenderedPage } from './rendered-page';
import type { ServerRenderer } from './server-renderer';
import { injectSiteHead } from './site-head';

export type PageRequest = { pathname: string; url: string; nonce: string };

export type PageAnswer = { status: number; html: string };

/** The answer to a page's request: the one function a renderer provides. */
export type RenderPage = (request: PageRequest) => Promise<PageAnswer>;

/**
 * The shell's built index.html, with the runtime configuration and hints in its head and, when
 * the shell's Node build is there, the page rendered on the server in it, its stylesheets written
 * into it (inline-stylesheets.ts). Every page but home gets the same hints; home also names its
 * page files and first banner image (home-hints.ts). A render that fails answers the page for the
 * browser to render: never a blank page.
 */
export function createIndexPage(root: string, config: SiteConfig, homeHints: HomeHints, renderer?: ServerRenderer): RenderPage {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const stylesheets = createStylesheetInliner({ root });
  const browserPage = (pathname: string, nonce: string, serverRendered: boolean) =>
    injectSiteHead(template, config, { pathname, nonce, serverRendered, homeHint: pathname === '/' ? homeHints.current() : '' });

  return async ({ pathname, url, nonce }) => {
    if (!renderer) return { status: 200, html: browserPage(pathname, nonce, false) };
    try {
      const page = await renderer.render({ url, nonce });
      return { status: page.status, html: stylesheets.inline(composeRenderedPage(browserPage(pathname, nonce, true), page, nonce)) };
    } catch (error) {
      console.error(`[site] ${url} could not be rendered on the server; the browser renders it`, error);
      return { status: 200, html: browserPage(pathname, nonce, false) };
    }
  };
}
