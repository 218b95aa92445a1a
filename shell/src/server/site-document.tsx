import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { defaultRuntimeConfig, originOf, PAGE_STATE_ELEMENT_ID, siteConfigScript, toScriptJson } from '@group/shared/config';
import type { SiteConfig } from '@group/shared/config';
import { CAROUSEL_ARROWS_SCRIPT, EARLY_CLICK_SCRIPT } from '@group/shared/ui';
import type { PageState } from '../app/page-state';
import { PreviewNotice } from '../layout/preview-notice/preview-notice';
import type { PreviewNoticeProps } from '../layout/preview-notice/preview-notice';

// A page's document as the server answers it: its HTTP headers, its inline scripts (and their
// hashes for the policy), its markup (SiteDocument), and React's stream of it.

/** A page is an HTML document. */
const HTML_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'text/html; charset=utf-8' };

/**
 * How long a visitor's browser or a crawler is asked to wait before asking again for a page whose
 * content could not be read (503): about as long as the server keeps the API's answers, so the
 * next try reads the API again.
 */
const RETRY_AFTER_SECONDS = 30;

/** The headers of a page answered with `status`: a 503 says when to come back (Retry-After). */
export const pageHeaders = (status: number): Record<string, string> =>
  status === 503 ? { ...HTML_HEADERS, 'Retry-After': String(RETRY_AFTER_SECONDS) } : { ...HTML_HEADERS };

/** How a page runs in the browser (SiteDocument's `page.runs`). */
export type PageRuns = 'hydrated' | 'rendered' | 'never';

/**
 * The inline scripts of a page, and their hashes for its Content-Security-Policy: the head's
 * (the site's configuration; on a hydrated page, the lines that keep early clicks), and the lines
 * that start the page's code at the end of the body. A page names its scripts by hash, not by a
 * nonce: the same page is the same bytes for every visitor, so a shared cache may keep it
 * (docs/decisions/0044).
 */
export type PageScripts = { head: string[]; start?: string; hashes: string[] };

/** A CSP source allowing exactly the inline script `text`. */
export const scriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The few lines that start the page's code, written at the end of the body: its scripts are
 * added once the browser reports the page's first paint on screen (the paint timing's
 * first-contentful-paint; where that is unknown, the next task after a frame), or at once in a
 * tab that is not shown, where no frame comes, and on a page the browser renders itself (an empty
 * #root: nothing would be painted before the script). Run as soon as they arrived, as an async script
 * does, they held the main thread between the page's HTML and its first paint, and on a phone put
 * the first banner off by the time they took. A visitor sees nothing to use before that paint.
 * Scripts a script adds run under the policy's 'strict-dynamic'. Clicks before they run are kept
 * or carried out by the page's own markup (docs/decisions/0016).
 */
export function startAfterFirstPaint(scripts: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(scripts)},d=document,started=0;` +
    `function go(){if(started++)return;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `if(d.visibilityState==='hidden'||!d.getElementById('root').hasChildNodes())return go();` +
    `d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go()});` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});return}}catch(e){}` +
    `requestAnimationFrame(function(){setTimeout(go,0)})})()`
  );
}

type InlineScript = { text: string; hash: string };

const inlineScript = (text: string): InlineScript => ({ text, hash: scriptHash(text) });

/**
 * The inline scripts of the pages of one build, by the configuration a page names and how it
 * runs. What is the same on every page (the early-click lines, the start lines naming the build's
 * scripts) is hashed once; the configuration's script, once per configuration in a row (the
 * renderer gives every page of one release choice the same configuration object).
 */
export function createPageScripts(bootstrapScripts: string[]): (config: SiteConfig, runs: PageRuns) => PageScripts {
  const earlyClicks = inlineScript(EARLY_CLICK_SCRIPT + CAROUSEL_ARROWS_SCRIPT);
  const start = bootstrapScripts.length > 0 ? inlineScript(startAfterFirstPaint(bootstrapScripts)) : undefined;
  let lastConfig: (InlineScript & { config: SiteConfig }) | undefined;
  return (config, runs) => {
    if (runs === 'never') return { head: [], hashes: [] };
    if (lastConfig?.config !== config) lastConfig = { config, ...inlineScript(siteConfigScript(config)) };
    const head = runs === 'hydrated' ? [lastConfig, earlyClicks] : [lastConfig];
    const inline = start ? [...head, start] : head;
    return { head: head.map((script) => script.text), start: start?.text, hashes: inline.map((script) => script.hash) };
  };
}

/**
 * A stylesheet of the page, linked (with the integrity its remote's manifest lists, when it lists
 * one: docs/decisions/0040).
 */
export type PageStylesheet = { href: string; integrity?: string };

export type SiteDocumentProps = {
  config: SiteConfig;
  /**
   * The head's inline scripts (createPageScripts): the site's configuration and, on a hydrated
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
 * (createPageScripts). Nothing is preloaded: scripts named in the head are fetched before the
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

export type RenderToStreamOptions = {
  /** The lines that start the page in the browser, at the end of the body (none: the page stays as the server sent it). */
  bootstrapScriptContent?: string;
  /** After this, whatever still waits is left to the browser (React renders its fallback). */
  timeoutMs: number;
  onError?: (error: unknown) => void;
};

/**
 * Renders a document with React's streaming renderer and hands it over once everything is ready:
 * the page's data was loaded before rendering (within its budget), so nothing waits here but code
 * that suspends, and that is cut off at `timeoutMs` and finished in the browser. Rejects when the
 * document itself could not be rendered. The status of the answer is known before its first byte.
 */
export function renderToStream(element: ReactNode, { bootstrapScriptContent, timeoutMs, onError }: RenderToStreamOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      bootstrapScriptContent,
      // Every part of the page in place: by default React sends a large Suspense boundary (a
      // remote's page) after the rest, hidden, for an inline script to move into place, which
      // crawlers and visitors without JavaScript would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        // Not from within the call: after a time-out it comes while React is still aborting the
        // rest, and the output is read once that is over.
        queueMicrotask(() => resolve(stream.pipe(new PassThrough())));
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError,
    });
    const timer = setTimeout(() => stream.abort(new Error('The server render took too long')), timeoutMs);
    timer.unref();
  });
}
