import type { PageRoute } from '@group/shared/federation';
import { paths } from '@group/shared/routes';
import { hydrateFromServer, renderOnServer } from '@group/shared/testing';
import type { FetchMock, HydrationOptions } from '@group/shared/testing';
import { routes } from '../exposed/routes';

export type ServerRenderOptions = {
  /** The requests made so far; hydration reports the ones it adds. */
  fetchMock: FetchMock;
  /** How long the server waits for the page's queries. */
  budgetMs?: number;
};

/** The text a reader of the markup sees (React separates adjacent texts with comments). */
const textOf = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
};

/**
 * Renders one of this remote's pages as the site's server does: at its path, with the element
 * and the queries the shell's route table gives it (no props: none of these pages has a slug).
 * `text` is the markup's text; `hydrate` then does what the browser does with that page, and
 * lists the API paths it asked for itself (none, when the server sent every result the first
 * render needs).
 */
export async function renderPageOnServer(name: keyof typeof routes, { fetchMock, budgetMs }: ServerRenderOptions) {
  const { Component: Page, queries } = routes[name] as PageRoute;
  const route = paths[name];
  const declared = queries({}, new URLSearchParams());
  const server = await renderOnServer(<Page />, { queries: declared, route, budgetMs });
  const hydrate = async (options?: HydrationOptions) => {
    const before = fetchMock.calls.length;
    const hydration = await hydrateFromServer(<Page />, server, route, options);
    return { ...hydration, fetchedAgain: fetchMock.calls.slice(before).map((call) => call.path) };
  };
  return { server, text: textOf(server.html), hydrate };
}

/** A handler that never answers: the load outlasts any server's budget. */
export const stalled = () => new Promise<object>(() => undefined);
