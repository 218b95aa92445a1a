import type { GlobalSettings, VentureCategory } from '@group/shared/contract';
import type { DehydratedQueries } from '@group/shared/data';
import type { RemoteName } from '@group/shared/config';
import type { Toast } from '@group/shared/store';

/**
 * What the server hands the browser with a page it rendered, as JSON in the element with this
 * id: the layout's data, the page's query results, the toasts of reads that failed on the
 * server, and the remote whose page it rendered (the browser loads that remote before it
 * hydrates, so its first render is the server's).
 */
export const PAGE_STATE_ELEMENT_ID = 'site-page-state';

export type PageState = {
  globals: GlobalSettings | null;
  ventureCategories: VentureCategory[];
  toasts: Omit<Toast, 'id'>[];
  queries: DehydratedQueries;
  renderedRemote: RemoteName | null;
};

/** JSON that is safe inside a <script> element (no "</script>", no line separators). */
const toScriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The state as the element the server writes after #root (data, not a script that runs). */
export const pageStateScript = (state: PageState): string =>
  `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${toScriptJson(state)}</script>`;

/** The server's page state, if this page was rendered by the server. */
export function readPageState(doc: Document = document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch (error) {
    console.error('[site] the page state sent by the server is unreadable', error);
    return null;
  }
}
