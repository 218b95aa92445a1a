import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, mockMatchMedia, ok, renderWithRouter, resetSiteStore, toastMessages } from '@group/shared/testing';
import type { MockAnswer } from '@group/shared/testing';
import { NewsCentrePage } from '../news-centre-page';
import { cardTitles, renderNewsCentre } from './render-news-centre';

import { categories, firstPages, listingRoutes, newsItem, pressReleases } from './news-fixtures';

beforeEach(() => {
  resetSiteStore();
  mockMatchMedia({ width: 1280 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('News Centre page', () => {
  it('shows "Loading..." and placeholders until its content arrives', async () => {
    // Made before the request: the page asks after it mounts, whenever that is.
    let answer: (value: MockAnswer) => void = () => {};
    const reply = new Promise<MockAnswer>((resolve) => (answer = resolve));
    mockFetch({ ...listingRoutes(firstPages()), '/newscentre/initial': () => reply });
    renderWithRouter(<NewsCentrePage />, { route: '/news-centre' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    answer(ok(firstPages()));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the banner, the categories and the first category with its cards', async () => {
    mockFetch(listingRoutes(firstPages()));
    await renderNewsCentre();
    const banner = screen.getByRole('img', { name: 'News Centre' });
    expect(banner).toHaveAttribute('src', 'http://localhost:4000/images/banners/news-centre-desktop.jpg');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(categories.map((category) => category.name));
    expect(screen.getByRole('tab', { name: 'Press Releases' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['Press Releases 1', 'Press Releases 2', 'Press Releases 3']);
    const firstCard = screen.getAllByRole('article')[0];
    expect(within(firstCard).getByRole('img')).toHaveAttribute('src', 'http://localhost:4000/images/news/cat-press-1.jpg');
    expect(within(firstCard).getByText('March 4, 2026')).toBeInTheDocument();
  });

  it('takes its head from /page-meta/news_centre', async () => {
    mockFetch(listingRoutes(firstPages()));
    await renderNewsCentre();
    await waitFor(() => expect(document.title).toBe('News Centre | Meridian Group'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Press releases and media mentions.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/news-centre$/);
  });

  it('shows only published items, by order with a missing order last', async () => {
    const initial = firstPages();
    initial['Press Releases'] = {
      news: [
        newsItem(pressReleases, { title: 'No order' }),
        newsItem(pressReleases, { title: 'Hidden', status: false, order: 0 }),
        newsItem(pressReleases, { title: 'Second', order: 2 }),
        newsItem(pressReleases, { title: 'First', order: 1 }),
      ],
      totalCount: 3,
    };
    mockFetch(listingRoutes(initial));
    await renderNewsCentre();
    expect(cardTitles()).toEqual(['First', 'Second', 'No order']);
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('says so when a category has no news', async () => {
    mockFetch(listingRoutes({ ...firstPages(), 'Press Releases': { news: [], totalCount: 0 } }));
    await renderNewsCentre();
    expect(screen.getByText('No news in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
  });

  it('treats a category missing from /newscentre/initial as empty', async () => {
    const { 'Press Releases': _left, ...rest } = firstPages();
    mockFetch(listingRoutes(rest));
    await renderNewsCentre();
    expect(screen.getByText('No news in this category yet.')).toBeInTheDocument();
  });

  it('says there is no news when there are no categories', async () => {
    mockFetch({ ...listingRoutes({}), '/newscentre/categories': ok([]) });
    await renderNewsCentre();
    expect(screen.getByText('There is no news to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the news cannot be loaded, and the toast "Internal Server Error"', async () => {
    let failing = true;
    mockFetch({ ...listingRoutes(firstPages()), '/newscentre/categories': () => (failing ? 500 : ok(categories)) });
    const { user } = await renderNewsCentre();
    expect(screen.getByRole('alert')).toHaveTextContent('The news could not be loaded.');
    expect(toastMessages('error')).toEqual(['Internal Server Error']);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
  });

  it('keeps its heading and the news without the banner entry or the page meta', async () => {
    mockFetch({ ...listingRoutes(firstPages()), '/section-banners': ok([]), '/page-meta/news_centre': 500 });
    await renderNewsCentre();
    expect(screen.queryByRole('img', { name: 'News Centre' })).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('News Centre'));
  });
});
