import { screen, waitFor } from '@testing-library/react';
import { hydrateFromServer, mockFetch, mockMatchMedia, ok, renderOnServer, resetSiteStore } from '@group/shared/testing';
import type { HydrationResult } from '@group/shared/testing';
import { paths } from '@group/shared/routes';
import { routes as exposedRoutes } from '../routes';
import { categories, firstPages, listingRoutes, mediaMentions, newsItems, pagedBackend } from '../../features/news-centre/__tests__/news-fixtures';

const page = <exposedRoutes.newsCentre.Component />;
const serverRender = (budgetMs?: number, search = '') =>
  renderOnServer(page, { queries: exposedRoutes.newsCentre.queries({}, new URLSearchParams(search)), route: `${paths.newsCentre}${search}`, budgetMs });

let hydrated: HydrationResult | undefined;

beforeEach(() => {
  resetSiteStore();
  mockMatchMedia({ width: 1280 });
});

afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
});

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('News Centre rendered on the server', () => {
  it('sends the banner, the categories and the first category’s cards, and hydrates with them', async () => {
    mockFetch(listingRoutes(firstPages({ 'Press Releases': 5 })));
    const server = await serverRender();

    expect(server.status).toBe(200);
    expect(server.html).toContain('News Centre');
    for (const category of categories) expect(server.html).toContain(category.name);
    for (const title of ['Press Releases 1', 'Press Releases 2', 'Press Releases 3']) expect(server.html).toContain(title);
    expect(server.html).toContain('March 4, 2026');
    expect(server.html).toContain('LOAD MORE');
    // Without JavaScript a card still leads to its page.
    expect(server.html).toContain(`href="${paths.newsDetail('story-cat-press-1')}"`);
    expect(server.html).toContain('<title>News Centre | Meridian Group</title>');

    hydrated = await hydrateFromServer(page, server, paths.newsCentre);
    expect(hydrated.errors).toEqual([]);
    expect(selectedTab()).toHaveTextContent('Press Releases');
  });

  it('sends the first category for an address with a hash, and selects the hash’s category after hydration', async () => {
    mockFetch(listingRoutes(firstPages()));
    // The hash never reaches the server.
    const server = await serverRender();
    expect(server.html).toContain('Press Releases 1');
    expect(server.html).not.toContain('Media Mentions 1');

    hydrated = await hydrateFromServer(page, server, `${paths.newsCentre}#${mediaMentions._id}`);
    expect(hydrated.errors).toEqual([]);
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Media Mentions'));
    expect(screen.getByRole('heading', { level: 3, name: 'Media Mentions 1' })).toBeInTheDocument();
  });

  it('sends the tabs and the dropdown to every screen, each a link to its category’s address', async () => {
    mockFetch(listingRoutes(firstPages()));
    const server = await serverRender();
    expect(server.html).toContain('role="tablist"');
    for (const category of categories) expect(server.html).toContain(`href="${paths.newsCentre}?category=${category._id}"`);
    expect(server.html).toContain('Select category');

    hydrated = await hydrateFromServer(page, server, paths.newsCentre);
    expect(hydrated.errors).toEqual([]);
  });

  it('sends the category its address names, with the pages LOAD MORE added, and hydrates with them', async () => {
    mockFetch({ ...listingRoutes(firstPages({ 'Press Releases': 8 })), '/newscentre': pagedBackend({ [categories[0]._id]: newsItems(categories[0], 8) }) });
    const search = `?category=${categories[0]._id}&more=1`;
    const server = await serverRender(undefined, search);
    for (const title of ['Press Releases 1', 'Press Releases 4', 'Press Releases 6']) expect(server.html).toContain(title);
    expect(server.html).not.toContain('Press Releases 7');
    // Without JavaScript LOAD MORE leads to the address with one more page, at its first new card.
    expect(server.html).toContain(`href="${paths.newsCentre}?category=${categories[0]._id}&amp;more=2#news-item-7"`);

    hydrated = await hydrateFromServer(page, server, `${paths.newsCentre}${search}`);
    expect(hydrated.errors).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('sends another category when its address names it', async () => {
    mockFetch(listingRoutes(firstPages()));
    const server = await serverRender(undefined, `?category=${mediaMentions._id}`);
    expect(server.html).toContain('Media Mentions 1');
    expect(server.html).not.toContain('Press Releases 1');
  });

  it.each([
    ['the categories', '/newscentre/categories'],
    ['the first pages', '/newscentre/initial'],
  ])('sends the error state with status 503 when %s cannot be loaded: nothing to show, come back later', async (_case, failing) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ ...listingRoutes(firstPages()), [failing]: 500 });
    const server = await serverRender();
    expect(server.status).toBe(503);
    expect(server.html).toContain('The news could not be loaded.');
    expect(server.html).not.toContain('noindex');

    hydrated = await hydrateFromServer(page, server, paths.newsCentre);
    expect(hydrated.errors).toEqual([]);
  });

  it('answers 200 for a backend that has no categories yet: that is the listing, not a failure', async () => {
    mockFetch(listingRoutes({}, { '/newscentre/categories': ok([]) }));
    const server = await serverRender();
    expect(server.status).toBe(200);
    expect(server.html).toContain('There is no news to show yet.');
  });

  it('sends "Loading..." and its placeholders when the news outlasts the budget, and loads it in the browser', async () => {
    mockFetch({ ...listingRoutes(firstPages()), '/newscentre/initial': () => new Promise<never>(() => undefined) });
    const server = await serverRender(50);
    expect(server.status).toBe(200);
    expect(server.html).toContain('Loading...');
    expect(server.html).not.toContain('Press Releases 1');

    mockFetch(listingRoutes(firstPages()));
    hydrated = await hydrateFromServer(page, server, paths.newsCentre);
    expect(hydrated.errors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Press Releases 1' })).toBeInTheDocument();
  });

  it('declares its queries under keys named by their endpoints', () => {
    expect(exposedRoutes.newsCentre.queries({}, new URLSearchParams(`?category=${mediaMentions._id}&more=2`)).map((query) => query.key)).toEqual([
      'news:/section-banners',
      'news:/page-meta/news_centre',
      'news:/newscentre/categories',
      'news:/newscentre/initial',
      `news:/newscentre?category=${mediaMentions._id}&more=2`,
    ]);
  });
});
