import { PAGE_STATE_ELEMENT_ID } from '@group/shared/config';
import { tag, toScriptJson } from './html-text';
import type { ServerRenderedPage } from './server-renderer';
import { startAfterFirstPaint } from './start-after-first-paint';

/** The empty #root of the built page (its HTML is minified: the quotes may be gone). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/** The built page's deferred scripts, started after the first paint by a script that carries the nonce. */
const scriptsAfterFirstPaint = (html: string, nonce: string) =>
  html.replace(/<script\b[^>]*\bdefer\b[^>]*><\/script>/g, (script) => {
    const src = /\bsrc="?([^"\s>]+)"?/.exec(script)?.[1];
    return src ? `${tag('script', { nonce })}${startAfterFirstPaint(src)}</script>` : script;
  });

/**
 * The built page preloads its startup files for its scripts. With the page's markup in it, the
 * stylesheets apply before it paints, and nothing else competes with them and the page's images
 * for the first bytes: scripts and the remotes' manifests load when the scripts ask for them
 * (preloaded, they would share the line with what paints; docs/decisions/0016).
 */
const forServerMarkup = (html: string) =>
  html.replace(/<link\b[^>]*>/g, (link) => {
    if (!/\brel="?preload"?/.test(link)) return link;
    if (/\bas="?style"?/.test(link)) return link.replace(/\brel="?preload"?/, 'rel="stylesheet"').replace(/\s+as="?style"?/, '');
    return /\bas="?(script|fetch)"?/.test(link) ? '' : link;
  });

/**
 * The shell's built page with a server-rendered page in it: its stylesheets applied (and no script
 * preloads), its scripts started after the first paint, the page's head tags in place of the
 * built page's default title, its markup (then its state, as JSON data) in place of the empty
 * #root, and no line for readers without JavaScript (the page is readable without it).
 */
export function composeRenderedPage(template: string, page: ServerRenderedPage, nonce: string): string {
  const withoutDefaultTitle = /<title[\s>]/.test(page.head) ? template.replace(/<title>[^<]*<\/title>/, '') : template;
  const html = scriptsAfterFirstPaint(forServerMarkup(withoutDefaultTitle), nonce);
  // The home page's hints may name the remote's stylesheets already.
  const stylesheets = page.stylesheets.filter((href) => !html.includes(`href="${href}"`));
  return html
    .replace('</head>', () => `${stylesheets.map((href) => tag('link', { rel: 'stylesheet', href })).join('')}${page.head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(ROOT_ELEMENT, () => `${page.body}${tag('script', { type: 'application/json', id: PAGE_STATE_ELEMENT_ID })}${toScriptJson(page.state)}</script>`);
}
