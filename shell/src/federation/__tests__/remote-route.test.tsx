import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithRuntime } from '@group/shared/testing';
import { defaultRuntimeConfig } from '@group/shared/config';
import userEvent from '@testing-library/user-event';
import { paths } from '@group/shared/routes';
import { RemoteRoute, remotePageLoader } from '../remote-route';
import { registerSiteRemotes } from '../browser-remotes';
import type { RemoteRouteEntry } from '../../app/route-table';
import { testPageSource } from '../../app/__tests__/render-site';
import {
  forgottenRemotes,
  loadRemoteMock,
  remoteAnswers,
  resetFederationMocks,
} from './federation-runtime-mock';

const newsCentre: RemoteRouteEntry = { path: paths.newsCentre, remote: 'news', page: 'newsCentre' };
const newsDetail: RemoteRouteEntry = { path: paths.newsDetailPattern, remote: 'news', page: 'newsDetail', slug: (params) => params.slug };

const company: RemoteRouteEntry = { path: paths.ourCompany, remote: 'company', page: 'ourCompany' };

/**
 * The news remote's two routes (and a company page) in a memory router, at `path`, as the site's
 * router has them: once it has shown a page, a navigation waits for the next page's remote.
 */
const renderRoute = (path: string) => {
  const shown = { router: undefined as ReturnType<typeof createMemoryRouter> | undefined };
  const source = { ...testPageSource(), pageOnScreen: () => shown.router?.state.initialized === true };
  const routes = [newsCentre, newsDetail, company].map((entry) => ({
    id: entry.path,
    path: entry.path,
    loader: remotePageLoader(entry, () => source),
    element: <RemoteRoute />,
  }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  shown.router = router;
  return { router, ...renderWithRuntime(<RouterProvider router={router} />) };
};

const companyModule = { routes: { ourCompany: { Component: () => <h1>Our Company page</h1>, queries: () => [] } } };

/** Whether the main content is only a loader: what a visitor must never be left with once a page was shown. */
const onlyALoader = () => screen.queryByRole('status', { name: 'Loading page' }) !== null;

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('./federation-runtime-mock').runtimeMockFactory(),
);

const newsModule = {
  routes: {
    newsCentre: { Component: () => <h1>News Centre page</h1>, queries: () => [] },
    newsDetail: { Component: ({ slug }: { slug: string }) => <h1>News item {slug}</h1>, queries: () => [] },
  },
};

beforeEach(() => {
  resetFederationMocks();
  // Where the remotes live, as the shell registers them when it starts.
  registerSiteRemotes(defaultRuntimeConfig.remotes);
  delete document.documentElement.dataset.live;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRoute', () => {
  it('shows a loader, then the page the remote exports, with the route values it needs', async () => {
    remoteAnswers.set('mfe_news/routes', newsModule);
    renderRoute(paths.newsDetail('solar-park'));

    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    // The page answers clicks and typing only once its own content is in.
    expect(document.documentElement.dataset.live).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'News item solar-park' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.live).toBe('true'));
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_news/routes');
  });

  it('shows the fallback with "Try again" when the remote stays down, after two more attempts', async () => {
    renderRoute(paths.newsCentre);

    expect(await screen.findByRole('heading', { name: 'This page is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.live).toBe('true'));
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    // Each new attempt starts from a clean runtime state for that remote.
    expect(forgottenRemotes()).toContain('mfe_news');
  });

  it('recovers on "Try again" once the remote is back, without reloading the page', async () => {
    const user = userEvent.setup();
    renderRoute(paths.newsCentre);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const forgottenBefore = forgottenRemotes().length;

    remoteAnswers.set('mfe_news/routes', newsModule);
    await user.click(retry);

    expect(await screen.findByRole('heading', { name: 'News Centre page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(forgottenRemotes().length).toBeGreaterThan(forgottenBefore);
  });

  it('retries a failed script chunk and shows the page when a later attempt succeeds', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    loadRemoteMock.mockRejectedValueOnce(chunkError);
    remoteAnswers.set('mfe_news/routes', newsModule);
    renderRoute(paths.newsCentre);

    expect(await screen.findByRole('heading', { name: 'News Centre page' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('reports a script chunk that keeps failing with its message', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    remoteAnswers.set('mfe_news/routes', chunkError);
    renderRoute(paths.newsCentre);

    expect(await screen.findByText('Loading chunk 42 failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote does not have the page', async () => {
    remoteAnswers.set('mfe_news/routes', { routes: {} });
    renderRoute(paths.newsCentre);

    expect(await screen.findByRole('heading', { name: 'This page is not available right now' })).toBeInTheDocument();
  });

  it('keeps the page on screen while a navigation waits for the next remote, then shows the fallback when it stays down', async () => {
    remoteAnswers.set('mfe_company/routes', companyModule);
    const { router } = renderRoute(paths.ourCompany);
    await screen.findByRole('heading', { name: 'Our Company page' });

    // At every change on screen: the page being left, or the fallback that replaces it.
    let sawNeither = false;
    const watch = new MutationObserver(() => {
      const shown = ['Our Company page', 'This page is not available right now'].some((name) => screen.queryByRole('heading', { name }));
      sawNeither ||= !shown || onlyALoader();
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => {
      void router.navigate(paths.newsCentre);
    });

    expect(await screen.findByRole('heading', { name: 'This page is not available right now' })).toBeInTheDocument();
    watch.disconnect();
    expect(sawNeither).toBe(false);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1 + 3);
    expect(router.state.location.pathname).toBe(paths.newsCentre);
  });

  it('keeps the fallback on screen while "Try again" waits, and shows the page once the remote is back', async () => {
    remoteAnswers.set('mfe_company/routes', companyModule);
    const { router } = renderRoute(paths.ourCompany);
    await screen.findByRole('heading', { name: 'Our Company page' });
    await act(async () => {
      await router.navigate(paths.newsCentre);
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });

    remoteAnswers.set('mfe_news/routes', newsModule);
    await userEvent.setup().click(retry);

    expect(await screen.findByRole('heading', { name: 'News Centre page' })).toBeInTheDocument();
    expect(onlyALoader()).toBe(false);
  });

  it('shows a page of an already loaded remote at once', async () => {
    remoteAnswers.set('mfe_news/routes', newsModule);
    const first = renderRoute(paths.newsCentre);
    await screen.findByRole('heading', { name: 'News Centre page' });
    first.unmount();

    await act(async () => {
      renderRoute(paths.newsDetail('a'));
    });
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'News item a' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});
