import { PAGE_STATE_ELEMENT_ID } from '@group/shared/config';
import { tag, toScriptJson } from './html-text';
import type { ServerRenderedPage } from './server-renderer';

/** The empty #root of the built page (its HTML is minified: the quotes may be gone). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/**
 * The shell's built page with a server-rendered page in it: the page's head tags replace the
 * built page's default title, its markup (then its state, as JSON data) takes the place of the
 * empty #root, and the line for readers without JavaScript goes (the page is readable without it).
 */
export function composeRenderedPage(template: string, page: ServerRenderedPage): string {
  const withoutDefaultTitle = /<title[\s>]/.test(page.head) ? template.replace(/<title>[^<]*<\/title>/, '') : template;
  return withoutDefaultTitle
    .replace('</head>', `${page.head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(ROOT_ELEMENT, () => `${page.body}${tag('script', { type: 'application/json', id: PAGE_STATE_ELEMENT_ID })}${toScriptJson(page.state)}</script>`);
}
