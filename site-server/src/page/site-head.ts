import { endpoints } from '@group/shared/contract';
import type { SiteConfig } from '../config/site-config';
import { originOf, tag, toScriptJson } from './html-text';

export type SiteHeadOptions = {
  /** The page's path: the home page gets hints of its own. */
  pathname: string;
  /** The request's CSP nonce, carried by the inline configuration script. */
  nonce?: string;
  /** The home page's files and first banner image, when the server knows them (home-hints.ts). */
  homeHint?: string;
  /** The page comes with its data: the browser does not fetch the home banners itself. */
  serverRendered?: boolean;
};

/** The remote's entry script sits beside its manifest. */
const entryScriptOf = (manifestUrl: string): string | undefined => {
  try {
    return new URL('remoteEntry.js', manifestUrl).href;
  } catch {
    return undefined;
  }
};

/** What the home page starts downloading with the shell's own code. */
function homeHints(config: SiteConfig, homeHint: string, serverRendered: boolean): string[] {
  const manifest = config.remotes.home;
  const entryScript = entryScriptOf(manifest);
  return [
    // The federation runtime fetches the manifest with CORS; the entry is a classic script.
    tag('link', { rel: 'preload', href: manifest, as: 'fetch', crossorigin: true }),
    entryScript ? tag('link', { rel: 'preload', href: entryScript, as: 'script' }) : '',
    // The page's own fetch asks for the same URL the same way (CORS, no credentials), so the
    // browser hands it this answer instead of waiting for the remote's code.
    serverRendered ? '' : tag('link', { rel: 'preload', href: `${config.apiBaseUrl}${endpoints.homeBanners}`, as: 'fetch', crossorigin: true }),
    homeHint,
  ];
}

/** The configuration script plus resource hints, written just before </head>. */
export function renderSiteHead(config: SiteConfig, { pathname, nonce, homeHint = '', serverRendered = false }: SiteHeadOptions): string {
  const apiOrigin = originOf(config.apiBaseUrl);
  const imageOrigin = originOf(config.imageBaseUrl);
  return [
    `${tag('script', { nonce })}window.__SITE_CONFIG__=${toScriptJson(config)}</script>`,
    // Every page talks to the API at once.
    apiOrigin ? tag('link', { rel: 'preconnect', href: apiOrigin, crossorigin: true }) : '',
    // Images are plain (no-CORS) requests: they use a connection of their own.
    imageOrigin ? tag('link', { rel: 'preconnect', href: imageOrigin }) : '',
    ...(pathname === '/' ? homeHints(config, homeHint, serverRendered) : []),
  ].join('');
}

/** The page with the configuration and hints in its head. */
export const injectSiteHead = (html: string, config: SiteConfig, options: SiteHeadOptions): string =>
  html.replace('</head>', `${renderSiteHead(config, options)}</head>`);
