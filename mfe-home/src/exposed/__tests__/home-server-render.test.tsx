import { screen, waitFor, within } from '@testing-library/react';
import { hydrateFromServer, mockFetch, mockMatchMedia, renderOnServer, resetSiteStore } from '@group/shared/testing';
import type { HydrationOptions, HydrationResult, MockRoutes, ServerRenderResult } from '@group/shared/testing';
import { routes as exposedRoutes } from '../routes';
import { homeEndpoints, homeRoutes } from '../../features/home/__tests__/home-fixtures';

// Swiper's chunk never arrives here, as on a page whose script is still on its way: what these
// tests compare is the carousels' first view, the one the server renders.
jest.mock('swiper/react', () => {
  throw new Error('Loading chunk carousel-swiper failed');
});

beforeEach(() => {
  resetSiteStore();
  // The kit warns that Swiper could not be loaded; the first view stays, which is the point.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const images = 'http://localhost:4000/images';
const never = () => new Promise<never>(() => undefined);

/** The home page as the site's server renders it: its declared queries loaded first. */
async function serverRender(routes: MockRoutes, budgetMs?: number) {
  const fetchMock = mockFetch(routes);
  const server = await renderOnServer(<exposedRoutes.home.Component />, { queries: exposedRoutes.home.queries(), budgetMs });
  return { server, fetchMock };
}

const shownMarkup: HTMLElement[] = [];
afterEach(() => shownMarkup.splice(0).forEach((markup) => markup.remove()));

/** The server's markup in the document, as the browser shows it before any script runs. */
const serverMarkup = (server: ServerRenderResult) => {
  const markup = document.createElement('div');
  markup.innerHTML = server.html;
  document.body.appendChild(markup);
  shownMarkup.push(markup);
  return markup;
};

/**
 * Hydrates in a browser `width` px wide. The server rendered with no viewport at all (no media
 * query matched), so anything that follows the viewport must wait until after hydration.
 */
const hydrateAt = (width: number, server: ServerRenderResult, options?: HydrationOptions) => {
  mockMatchMedia({ width });
  return hydrateFromServer(<exposedRoutes.home.Component />, server, '/', options);
};

/** What hydration reported, as text: a mismatch's own objects are too large to print. */
const hydrationErrors = ({ errors }: HydrationResult) => errors.map((args) => args.map(String).join(' '));

describe('the home page rendered on the server', () => {
  it('shows every section, with no loader, and the disclaimer open', async () => {
    const { server } = await serverRender(homeRoutes());
    expect(server.status).toBe(200);
    const markup = serverMarkup(server);
    const page = within(markup);

    const slider = page.getByRole('region', { name: 'Highlights' });
    expect(within(slider).getByRole('heading', { name: 'Building India’s tomorrow' })).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
    expect(page.getByText('Meridian Group is a diversified Indian business group.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/our-company');
    expect(page.getByRole('list', { name: 'At a glance' })).toHaveTextContent('1M+Impacting Lives');
    expect(within(page.getByRole('region', { name: 'Our numbers' })).getByText('07+')).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 2, name: 'Business Ventures' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Sports The sports line Explore' })).toHaveAttribute('href', '/business-venture/sports');
    expect(page.getByRole('heading', { level: 2, name: 'NEWS CENTRE' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: /Press Releases/ })).toHaveAttribute('href', '/news-centre#c1');
    for (const viewAll of page.getAllByRole('link', { name: 'View All' })) expect(viewAll).toHaveAttribute('href', '/news-centre');
    expect(server.html).toContain('<title>Meridian Group | A Diversified Indian Business Group</title>');

    expect(page.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(page.getByTestId('home-page')).toHaveAttribute('aria-busy', 'false');
    expect(markup.querySelector('[data-skeleton], [data-skeleton-card]')).toBeNull();
  });

  it('sends the first banner image as the page’s largest paint, the browser picking mobile or desktop', async () => {
    const { server } = await serverRender(homeRoutes());
    const slider = within(serverMarkup(server)).getByRole('region', { name: 'Highlights' });
    const slide = within(slider).getByRole('group', { name: '1 of 3' });
    const image = within(slide).getByRole('img', { name: 'A diversified Indian business group' });
    expect(image).toHaveAttribute('src', `${images}/banners/home-1-desktop.jpg`);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    const firstSource = slide.querySelector('picture > source');
    expect(firstSource).toHaveAttribute('media', '(max-width: 767px)');
    expect(firstSource).toHaveAttribute('type', 'image/avif');
    expect(firstSource?.getAttribute('srcset')).toContain(`${images}/banners/home-1-mobile.jpg?w=768&fm=avif 768w`);
  });

  it('sends the disclaimer open, closable by the browser itself, over a page that is not inert', async () => {
    const { server } = await serverRender(homeRoutes());
    const markup = serverMarkup(server);
    const dialog = within(markup).getByRole('dialog', { name: 'Beware of forged Letters of Intent' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('they are unauthorized');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('type', 'submit');
    expect(close.closest('form')).toHaveAttribute('method', 'dialog');
    // Without script nothing could lift it again once the dialog is closed.
    expect(within(markup).getByTestId('home-page')).not.toHaveAttribute('inert');
  });

  it.each([1280, 991, 375])('hydrates at %i px without errors and without asking the API again', async (width) => {
    const { server, fetchMock } = await serverRender(homeRoutes());
    const page = await hydrateAt(width, server);
    expect(hydrationErrors(page)).toEqual([]);
    expect(fetchMock.calls).toHaveLength(Object.keys(homeEndpoints).length);
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    // Now the script runs: the dialog holds focus. The page behind it stays inert by the
    // stylesheet alone (home-page.module.css), which follows the dialog's open state.
    expect(screen.getByRole('dialog', { name: 'Beware of forged Letters of Intent' })).toHaveFocus();
    expect(screen.getByTestId('home-page')).not.toHaveAttribute('inert');
    page.unmount();
  });

  it('leaves the dialog closed, and the page usable throughout, when the visitor closed it before the script ran', async () => {
    const { server } = await serverRender(homeRoutes());
    // Any change of the page's inert attribute: script must not set it, not even for a moment
    // between hydration and the page catching up (a click then is lost).
    const inertChanges: (string | null)[] = [];
    const watchPage = new MutationObserver((records) => records.forEach((record) => inertChanges.push(record.oldValue)));
    const page = await hydrateAt(1280, server, {
      beforeHydration: (markup) => {
        // What the browser does for the dialog's Close button: its form of the "dialog" method.
        markup.querySelector('dialog')?.removeAttribute('open');
        watchPage.observe(within(markup).getByTestId('home-page'), { attributeFilter: ['inert'], attributeOldValue: true });
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hydrationErrors(page)).toEqual([]);
    watchPage.disconnect();
    expect(inertChanges).toEqual([]);
    expect(screen.getByTestId('home-page')).not.toHaveAttribute('inert');
    page.unmount();
  });

  it('leaves focus where the visitor put it after closing the dialog before the script ran', async () => {
    const { server } = await serverRender(homeRoutes());
    const focusMoves: EventTarget[] = [];
    const page = await hydrateAt(1280, server, {
      beforeHydration: (markup) => {
        markup.querySelector('dialog')?.removeAttribute('open');
        // A control of the page, used before the script ran (a menu's toggle, in the header).
        const control = markup.ownerDocument.createElement('button');
        control.textContent = 'A menu';
        markup.appendChild(control);
        control.focus();
        markup.ownerDocument.addEventListener('focusin', (event) => event.target && focusMoves.push(event.target));
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing took focus away (a dialog no longer shown has no focus to trap, none to give back).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A menu' }));
    expect(focusMoves).toEqual([]);
    page.unmount();
  });

  it('shows a failed load as finished: its section’s note, and no loader', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = await serverRender(homeRoutes({ news: 500 }));
    expect(server.html).toContain('News cannot be shown right now. Please try again later.');
    expect(server.html).not.toContain('Loading page');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('the news load failed'));
    const page = await hydrateAt(1280, server);
    expect(hydrationErrors(page)).toEqual([]);
    page.unmount();
  });

  it('shows SPEC’s loader state when a content load outlasts the budget, and hydrates into it', async () => {
    const { server, fetchMock } = await serverRender(homeRoutes({ news: never }), 50);
    const markup = within(serverMarkup(server));
    expect(markup.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(markup.getByTestId('home-page')).toHaveAttribute('aria-busy', 'true');
    expect(markup.getByTestId('news-placeholders').querySelectorAll('[data-skeleton-card]')).toHaveLength(3);
    // What did arrive is in the markup, under the loader.
    expect(markup.getByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
    expect(markup.getByRole('dialog', { name: 'Beware of forged Letters of Intent' })).toHaveAttribute('open');

    const page = await hydrateAt(1280, server);
    expect(hydrationErrors(page)).toEqual([]);
    expect(within(page.container).getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    // The browser loads what the server could not wait for.
    await waitFor(() => expect(fetchMock.callsTo(homeEndpoints.news)).toHaveLength(2));
    expect(fetchMock.callsTo(homeEndpoints.banner)).toHaveLength(1);
    page.unmount();
  });
});
