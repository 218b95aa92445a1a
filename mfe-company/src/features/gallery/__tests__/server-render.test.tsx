import { act, screen } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import type { LightboxControls } from '@group/shared/ui';
import { silenceApiLogs } from '../../../test-support/fixtures';
import { renderPageOnServer } from '../../../test-support/render-page-on-server';
import { GALLERY_LOAD_ERROR, GALLERY_LOADER_DELAY_MS } from '../hooks/use-gallery';
import { galleryRoutes, pictures, shownImages } from './render-gallery';

// The lightbox is the kit's, loaded on a click in the browser; this checks that a click reaches it.
const mockLightbox: jest.Mocked<LightboxControls> = { open: jest.fn(), openGallery: jest.fn(), close: jest.fn() };
jest.mock('@group/shared/ui', () => ({
  ...jest.requireActual('@group/shared/ui'),
  useLightbox: () => mockLightbox,
}));

beforeEach(resetSiteStore);
afterEach(() => jest.useRealTimers());

const loader = () => screen.queryByRole('status', { name: 'Loading Gallery' });

describe('Gallery rendered on the server', () => {
  it('sends the banner, the categories and the first category’s images, and hydrates them at once', async () => {
    const fetchMock = mockFetch(galleryRoutes());
    const page = await renderPageOnServer('gallery', { fetchMock });
    const { html } = page.server;
    expect(html).not.toContain('Loading Gallery');
    expect(html).toContain('banners/gallery-desktop.jpg');
    expect(page.text).toContain('Corporate EventsSportsCSR');
    expect(html).toContain('alt="Annual awards night"');
    expect(html).toContain('alt="Leadership conclave"');
    expect(html).toContain('content="About Gallery."');

    jest.useFakeTimers();
    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([]);
    // The load ended on the server: no 100 ms wait before the gallery shows.
    expect(loader()).not.toBeInTheDocument();
    expect(shownImages(pictures('Corporate Events'))).toEqual(['Annual awards night', 'Leadership conclave', 'Ringing the bell']);
    jest.useRealTimers();
    await act(async () => screen.getByRole('button', { name: 'View image: Leadership conclave' }).click());
    expect(mockLightbox.openGallery).toHaveBeenCalledWith(expect.any(Array), 1);
    browser.unmount();
  });

  it('sends the category buttons and the dropdown to every screen (the stylesheet shows one), and hydrates them', async () => {
    const fetchMock = mockFetch(galleryRoutes());
    const page = await renderPageOnServer('gallery', { fetchMock });
    expect(page.server.html).toContain('aria-label="Gallery categories"');
    expect(page.server.html).toContain('aria-label="Category"');

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Category' })).toHaveTextContent('Corporate Events');
    browser.unmount();
  });

  it('sends the error state when a list could not be loaded, and hydrates it', async () => {
    silenceApiLogs();
    const fetchMock = mockFetch(galleryRoutes({ [endpoints.galleryCategories]: 500 }));
    const page = await renderPageOnServer('gallery', { fetchMock });
    expect(page.text).toContain(GALLERY_LOAD_ERROR);

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(GALLERY_LOAD_ERROR);
    browser.unmount();
  });

  it('sends its loading state when the images outlast the budget; the browser then waits its 100 ms', async () => {
    let answer: (body: object) => void = () => undefined;
    const fetchMock = mockFetch(
      galleryRoutes({ [endpoints.gallery]: () => new Promise<object>((resolve) => (answer = resolve)) }),
    );
    const page = await renderPageOnServer('gallery', { fetchMock, budgetMs: 50 });
    expect(page.server.html).toContain('aria-label="Loading Gallery"');
    expect(page.server.html).not.toContain('alt="Annual awards night"');

    jest.useFakeTimers();
    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([endpoints.gallery]);
    // The first request, made on the server, stays unanswered; the browser's own is answered now.
    await act(async () => answer({ status: 200, data: [] }));
    await act(() => jest.advanceTimersByTimeAsync(GALLERY_LOADER_DELAY_MS - 1));
    expect(loader()).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(loader()).not.toBeInTheDocument();
    browser.unmount();
  });
});
