import type { GlobalSettings } from '@group/shared/contract';
import type { DehydratedQueries } from '@group/shared/data';
import { PAGE_STATE_ELEMENT_ID } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import type { Toast, VentureLink } from '@group/shared/store';

/**
 * What the server hands the browser with a page it rendered, as JSON in the page-state element:
 * the layout's data, the page's query results, the toasts of reads that failed on the server,
 * and the remote whose page it rendered (the browser loads that remote before it hydrates, so
 * its first render is the server's).
 */
export type PageState = {
  globals: GlobalSettings | null;
  ventureCategories: VentureLink[];
  toasts: Omit<Toast, 'id'>[];
  queries: DehydratedQueries;
  renderedRemote: RemoteName | null;
};

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
