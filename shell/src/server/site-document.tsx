import type { ReactNode } from 'react';
import { defaultRuntimeConfig, originOf, PAGE_STATE_ELEMENT_ID, toScriptJson } from '@group/shared/config';
import type { SiteConfig } from '@group/shared/config';
import type { PageState } from '../app/page-state';
import { PreviewNotice } from '../layout/preview-notice/preview-notice';
import type { PreviewNoticeProps } from '../layout/preview-notice/preview-notice';

/**
 * A stylesheet of the page, linked (with the integrity its remote's manifest lists, when it lists
 * one: docs/decisions/0040).
 */
export type PageStylesheet = { href: string; integrity?: string };

export type SiteDocumentProps = {
  config: SiteConfig;
  /**
   * The head's inline scripts (page-scripts.ts): the site's configuration and, on a hydrated
   * page, the lines that keep clicks made before its script runs. The policy names their hashes.
   */
  headScripts: string[];
  stylesheets: PageStylesheet[];
  /** The site's default title, for a page that sets none of its own. */
  defaultTitle: boolean;
  /**
   * How the page runs in the browser: hydrated from the state the server sends, rendered there
   * from scratch, or not at all (a page whole without script: no configuration, state or preloads).
   */
  page: { runs: 'hydrated'; state: PageState } | { runs: 'rendered' } | { runs: 'never' };
  /** The release the visitor previews: a notice above the page says so. */
  preview?: PreviewNoticeProps;
  /** The app, rendered into #root. */
  children?: ReactNode;
};

/**
 * The shell's own files are also named as its chunk loader names them (relative to the site's
 * root), so that it takes them for loaded; a remote's are named by their full address.
 */
const chunkLoaderName = (href: string) => (/^\/(?!\/)/.test(href) ? { 'data-href': href.slice(1) } : {});

/**
 * The whole document of a page, rendered on the server only: the browser hydrates #root. React
 * hoists the page's own head tags (title, description, canonical, sharing data) into this head,
 * and ends the body with the lines that add the page's script once it has painted
 * (page-scripts.ts). Nothing is preloaded: scripts named in the head are fetched before the
 * page's first banner, and on a slow link they delay it (docs/decisions/0016).
 */
export function SiteDocument({ config, headScripts, stylesheets, defaultTitle, page, preview, children }: SiteDocumentProps) {
  const apiOrigin = originOf(config.apiBaseUrl);
  const imageOrigin = originOf(config.imageBaseUrl);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a4a" />
        <link rel="icon" href="data:," />
        {/* The browser removes it once it renders the page, which sets its own. */}
        {defaultTitle ? <title data-default-title="">{defaultRuntimeConfig.siteName}</title> : null}
        {headScripts.map((script) => (
          <script key={script} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
        {/* Every page talks to the API at once; images are plain (no-CORS) requests on a connection of their own. */}
        {apiOrigin ? <link rel="preconnect" href={apiOrigin} crossOrigin="" /> : null}
        {imageOrigin ? <link rel="preconnect" href={imageOrigin} /> : null}
        {stylesheets.map(({ href, integrity }) => (
          <link key={href} rel="stylesheet" href={href} {...chunkLoaderName(href)} {...(integrity ? { integrity, crossOrigin: 'anonymous' as const } : {})} />
        ))}
      </head>
      <body>
        {page.runs === 'rendered' ? <noscript>This site needs JavaScript to show its pages.</noscript> : null}
        {preview ? <PreviewNotice {...preview} /> : null}
        <div id="root">{children}</div>
        {page.runs === 'hydrated' ? (
          <script type="application/json" id={PAGE_STATE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: toScriptJson(page.state) }} />
        ) : null}
      </body>
    </html>
  );
}
