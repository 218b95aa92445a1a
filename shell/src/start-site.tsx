import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readPageConfig } from '@group/shared/config';
import { afterPageLoad } from '@group/shared/ui';
import { QueryCache } from '@group/shared/data';
import type { HydrationState } from 'react-router-dom';
import { createSiteRuntime } from '@group/shared/runtime';
import './styles/global.css';
import { App } from './app/app';
import { createBrowserPageSource } from './app/browser-page-source';
import { hydrationDataFor } from './app/hydration-data';
import { MAIN_CONTENT_ID } from './app/site-layout';
import { followStaticLinks } from './app/follow-static-links';
import { createSiteRoutes, isSitePage } from './app/site-routes';
import { loadSiteData } from './app/load-site-data';
import { readPageState } from './app/page-state';
import type { PageState } from './app/page-state';
import { registerSiteRemotes } from './federation/browser-remotes';
import { remoteBeforeHydration } from './federation/remote-before-hydration';
import { startRemoteErrorReports } from './federation/remote-error-reports';
import { nextTask } from './next-task';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page's one site runtime, from the configuration its server wrote into it. The remotes'
// pages get it from the shell's tree (App provides it).
const runtime = createSiteRuntime({ config: readPageConfig() });
registerSiteRemotes(runtime.config.remotes);
startRemoteErrorReports(runtime.config);
// Its library is fetched and started once the page has loaded and the browser is idle: the metrics
// it reports are buffered by the browser from the start of the page's life.
afterPageLoad(() => {
  // Nothing on the page depends on it: a failed fetch costs the metrics of this page only.
  import(/* webpackChunkName: "web-vitals" */ './app/start-web-vitals').then((module) => module.startWebVitals(), () => undefined);
});

let router: ReturnType<typeof createBrowserRouter> | undefined;
// Once the router has shown a page, a page's loader waits for its remote: the page being left
// stays on screen meanwhile.
const source = createBrowserPageSource(runtime, () => router?.state.initialized === true);
const routes = createSiteRoutes(() => source);
// From the moment the page is hydrated: before that, a click is the browser's (a document load).
followStaticLinks({
  hasPage: (pathname) => router !== undefined && !runtime.hydration.active && isSitePage(routes, pathname),
  navigate: (to) => void router?.navigate(to),
});

const render = (hydrationData?: HydrationState) => {
  router = createBrowserRouter(routes, { hydrationData });
  return (
    <StrictMode>
      <App runtime={runtime}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
};

/**
 * A page the server rendered is hydrated: the store and the page's queries start from what the
 * server sent, and the remote it rendered is loaded first, so the first render here is the
 * server's. Toasts of reads that failed on the server are shown once the page is live.
 */
async function hydrate(state: PageState, root: HTMLElement): Promise<void> {
  const store = runtime.store.getState();
  if (state.globals) store.setGlobals(state.globals);
  store.setVentureCategories(state.ventureCategories);
  state.toasts.forEach((toast) => store.pushToast(toast));
  // The remote the server rendered with. While the browser cannot load it, the server's page
  // stays as it is, saying so, and is hydrated once the remote comes.
  if (state.renderedRemote) await remoteBeforeHydration(state.renderedRemote, document.getElementById(MAIN_CONTENT_ID));
  // A page the server could not render whole (its remote was late) had the site's title; the
  // page sets its own once it renders here, which React 19 would add beside that one.
  document.head.querySelectorAll('title[data-default-title]').forEach((title) => title.remove());
  // The remote's module, the router and React's first slice each run in a task of their own.
  await nextTask();
  const site = render(hydrationDataFor(routes, window.location, new QueryCache(runtime.api, state.queries)));
  await nextTask();
  // In a transition, React hydrates in slices and lets the browser handle input in between,
  // instead of one long task over the whole page.
  // Until the page is live (LiveMark), components render what the server rendered.
  runtime.hydration.begin();
  startTransition(() => {
    hydrateRoot(root, site);
  });
}

const state = readPageState();
if (state) {
  void hydrate(state, container);
} else {
  // Rendered in the browser alone (the development server, or a page the server could not render).
  // The HTML's own <title> serves readers without JavaScript; from here each page's head sets one,
  // which React 19 adds beside any existing title rather than replacing it.
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  void loadSiteData(runtime);
  createRoot(container).render(render());
}
