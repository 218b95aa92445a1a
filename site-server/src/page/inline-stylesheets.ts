import fs from 'node:fs';
import path from 'node:path';

export type InlineStylesheetsOptions = {
  /** The shell's build: where its own stylesheets (`/kit.1a2b.css`) are read from. */
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

type Entry = { text: string } | { failedAt: number } | { pending: true };

const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?([^"\s>]+)"?>/g;

/**
 * A page's stylesheet links written as <style> elements with the stylesheet's text: the page paints
 * without waiting for another request (for a remote, another connection too). Stylesheet files
 * are hashed, so a URL's text never changes and is read once: the shell's from its build, a
 * remote's fetched in the background (its link is written until then). `data-href` names the file
 * as the chunk loader does, so the scripts never load it a second time.
 */
export function createStylesheetInliner({
  root,
  fetch = globalThis.fetch,
  maxBytes = 64 * 1024,
  maxEntries = 200,
  retryAfterMs = 30_000,
  now = Date.now,
}: InlineStylesheetsOptions) {
  const entries = new Map<string, Entry>();

  const remember = (href: string, entry: Entry) => {
    entries.delete(href);
    entries.set(href, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };
  const usable = (text: string) => Buffer.byteLength(text) <= maxBytes && !/<\/style/i.test(text);

  const readOwn = (href: string) => {
    const file = path.join(root, path.normalize(decodeURIComponent(href)).replace(/^(\.\.[/\\])+/, ''));
    try {
      const text = fs.readFileSync(file, 'utf8');
      remember(href, usable(text) ? { text } : { failedAt: Number.POSITIVE_INFINITY });
    } catch {
      remember(href, { failedAt: now() });
    }
  };
  const fetchRemote = (href: string) => {
    remember(href, { pending: true });
    fetch(href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const text = await response.text();
        remember(href, usable(text) ? { text } : { failedAt: Number.POSITIVE_INFINITY });
      })
      .catch(() => remember(href, { failedAt: now() }));
  };

  const textOf = (href: string): string | undefined => {
    const entry = entries.get(href);
    if (entry && 'text' in entry) return entry.text;
    if (entry && ('pending' in entry || now() - entry.failedAt < retryAfterMs)) return undefined;
    if (href.startsWith('/') && !href.startsWith('//')) readOwn(href);
    else if (/^https?:\/\//.test(href)) fetchRemote(href);
    const read = entries.get(href);
    return read && 'text' in read ? read.text : undefined;
  };

  const inlineLinks = (html: string): string =>
    html.replace(STYLESHEET_LINK, (link, href: string) => {
      const text = textOf(href);
      // The chunk loader names the shell's own files relative to the site's root.
      return text === undefined ? link : `<style data-href="${href.replace(/^\//, '')}">${text}</style>`;
    });

  return {
    /** The page's stylesheet links are in its head: the page's markup after it is left as it is. */
    inline: (html: string): string => {
      const headEnd = html.indexOf('</head>');
      return headEnd < 0 ? inlineLinks(html) : inlineLinks(html.slice(0, headEnd)) + html.slice(headEnd);
    },
  };
}

export type StylesheetInliner = ReturnType<typeof createStylesheetInliner>;
