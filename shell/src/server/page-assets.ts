import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ASSETS_FILE } from '@group/shared/page-renderer';
import type { PageAssets } from '@group/shared/page-renderer';
import { storeNewest } from './cached-api-fetch';
import { within } from './within';

// What a page names from the builds: the shell's entry script and startup stylesheets
// (readPageAssets), and the stylesheets' texts it writes into itself (createStylesheetTexts).

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What the shell's browser build names for its pages (tooling/webpack-config PageAssetsPlugin). */
export function readPageAssets(root: string): PageAssets {
  const file = path.join(root, PAGE_ASSETS_FILE);
  const assets = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PageAssets>;
  if (!isStringList(assets.bootstrapScripts) || !isStringList(assets.stylesheets)) {
    throw new Error(`${file} does not list bootstrapScripts and stylesheets`);
  }
  return { bootstrapScripts: assets.bootstrapScripts, stylesheets: assets.stylesheets };
}

export type StylesheetTextsOptions = {
  /** The shell's browser build: where its own stylesheets (`/kit.1a2b.css`) are read from. */
  root: string;
  fetch?: typeof globalThis.fetch;
  /** A larger stylesheet stays a link (bytes). */
  maxBytes?: number;
  /** Texts kept in memory: the oldest go first, so redeploys do not grow it. */
  maxEntries?: number;
  /** How long a stylesheet that could not be read stays a link before it is tried again (ms). */
  retryAfterMs?: number;
  now?: () => number;
};

type Entry = { text: string } | { failedAt: number } | { pending: Promise<void> };

export type StylesheetTexts = {
  /** The stylesheet's text, or undefined while it is not known (the page links it meanwhile). */
  textOf: (href: string) => string | undefined;
  /**
   * Starts reading the stylesheets not known yet, and settles once they are read, failed, or
   * `withinMs` have passed: a page about to name them waits that long to write them in.
   */
  load: (hrefs: string[], withinMs: number) => Promise<void>;
};

/**
 * The texts of the stylesheets a page writes into itself as `<style>` elements, so that it
 * paints without waiting for another request (for a remote, another connection too).
 * Stylesheet files are hashed, so a URL's text never changes and is read once: the shell's from
 * its build, a remote's fetched in the background (the page links it until then).
 */
export function createStylesheetTexts({
  root,
  fetch = globalThis.fetch,
  maxBytes = 64 * 1024,
  maxEntries = 200,
  retryAfterMs = 30_000,
  now = Date.now,
}: StylesheetTextsOptions): StylesheetTexts {
  const entries = new Map<string, Entry>();
  const remember = (href: string, entry: Entry) => storeNewest(entries, href, entry, maxEntries);
  // Too large to repeat in every page, or text that could end the element.
  const usable = (text: string) => Buffer.byteLength(text) <= maxBytes && !/<\/style/i.test(text);
  const keep = (href: string, text: string) => remember(href, usable(text) ? { text } : { failedAt: Number.POSITIVE_INFINITY });

  const readOwn = (href: string) => {
    const file = path.join(root, path.normalize(decodeURIComponent(href)).replace(/^(\.\.[/\\])+/, ''));
    try {
      keep(href, fs.readFileSync(file, 'utf8'));
    } catch {
      remember(href, { failedAt: now() });
    }
  };
  const fetchRemote = (href: string) => {
    const pending = fetch(href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        keep(href, await response.text());
      })
      .catch(() => remember(href, { failedAt: now() }));
    remember(href, { pending });
  };

  const textOf = (href: string) => {
    const entry = entries.get(href);
    if (entry && 'text' in entry) return entry.text;
    if (entry && ('pending' in entry || now() - entry.failedAt < retryAfterMs)) return undefined;
    if (href.startsWith('/') && !href.startsWith('//')) readOwn(href);
    else if (/^https?:\/\//.test(href)) fetchRemote(href);
    const read = entries.get(href);
    return read && 'text' in read ? read.text : undefined;
  };

  return {
    textOf,
    async load(hrefs, withinMs) {
      hrefs.forEach(textOf);
      const pending = hrefs.flatMap((href) => {
        const entry = entries.get(href);
        return entry && 'pending' in entry ? [entry.pending] : [];
      });
      if (pending.length > 0) await within(Promise.all(pending), withinMs);
    },
  };
}
