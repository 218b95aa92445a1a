import { createHash } from 'node:crypto';
import { siteConfigScript } from '@group/shared/config';
import type { SiteConfig } from '@group/shared/config';
import { CAROUSEL_ARROWS_SCRIPT, EARLY_CLICK_SCRIPT } from '@group/shared/ui';

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
