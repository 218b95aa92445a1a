import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import type { HomeHints } from '../hints/home-hints';
import { injectSiteHead } from './site-head';

export type PageRequest = { pathname: string; nonce: string };

/** The HTML a page's request is answered with: the one function a server renderer replaces. */
export type RenderPage = (request: PageRequest) => string;

/**
 * The shell's built index.html, with the runtime configuration and hints in its head. Every page
 * but home gets the same hints; home also names its page files and first banner image
 * (home-hints.ts), which change when they do.
 */
export function createIndexPage(root: string, config: SiteConfig, homeHints: HomeHints): RenderPage {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  return ({ pathname, nonce }) =>
    injectSiteHead(template, config, { pathname, nonce, homeHint: pathname === '/' ? homeHints.current() : '' });
}
