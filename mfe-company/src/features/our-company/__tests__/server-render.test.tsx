import { screen } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, mockMatchMedia, resetSiteStore } from '@group/shared/testing';
import { renderPageOnServer, stalled } from '../../../test-support/render-page-on-server';
import { ourCompanyRoutes } from './render-our-company';

beforeEach(resetSiteStore);
afterEach(() => jest.useRealTimers());

/**
 * Hydrates with the clock stopped, so the Carousel never fetches Swiper (it waits for an idle
 * moment). Its first view is what counts here, and a Swiper left in memory by one test would be
 * used by the next one's server render; a real server never loads it.
 */
function hydrateFirstView(page: Awaited<ReturnType<typeof renderPageOnServer>>) {
  jest.useFakeTimers();
  return page.hydrate();
}

const achievementSlides = (root: ParentNode) =>
  Array.from(root.querySelectorAll('[aria-label="Achievements"] [aria-roledescription="slide"]'), (slide) => slide.getAttribute('aria-label'));

describe('Our Company rendered on the server', () => {
  it('sends the whole page, and the browser hydrates it without asking again', async () => {
    const fetchMock = mockFetch(ourCompanyRoutes());
    const page = await renderPageOnServer('ourCompany', { fetchMock });
    const { html } = page.server;
    expect(html).not.toContain('Loading Our Company');
    expect(html).toContain('banners/our-company-desktop.jpg');
    expect(html).toContain('content="About Our Company."');
    expect(html).toContain('Who <strong>we are</strong>');
    const { text } = page;
    expect(text).toContain('Founded in Mumbai in 1994, Meridian Group has grown into seven businesses.');
    expect(text).toContain('Diversified PortfolioSeven businesses.');
    expect(text).toContain('MissionTo build enduring enterprises.');
    expect(text).toContain('Awards and recognition');
    expect(text).toContain('Most Promising award');
    expect(text).toContain('Our leadershipDecades of experience in business, public service and finance.');
    expect(text).toContain('Arjun MehtaChairmanFounded the group in 1994.');

    const browser = await hydrateFirstView(page);
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Company' })).toBeInTheDocument();
    browser.unmount();
  });

  it('sends every achievement, and hydrates them as they are', async () => {
    mockMatchMedia({ width: 1280 });
    const fetchMock = mockFetch(ourCompanyRoutes());
    const page = await renderPageOnServer('ourCompany', { fetchMock });
    const sent = document.createElement('div');
    sent.innerHTML = page.server.html;
    const every = ['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'];
    expect(achievementSlides(sent)).toEqual(every);

    const browser = await hydrateFirstView(page);
    expect(browser.errors).toEqual([]);
    expect(achievementSlides(browser.container)).toEqual(every);
    browser.unmount();
  });

  it('sends the achievements’ placeholders when they are late, and hydrates them', async () => {
    mockMatchMedia({ width: 1280 });
    const fetchMock = mockFetch(ourCompanyRoutes({ [endpoints.achievements]: stalled }));
    const page = await renderPageOnServer('ourCompany', { fetchMock, budgetMs: 50 });
    expect(page.server.html).toContain('data-testid="achievements-placeholder"');
    expect(page.text).toContain('Arjun Mehta');

    const browser = await hydrateFirstView(page);
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([endpoints.achievements]);
    expect(screen.getByTestId('achievements-placeholder').querySelectorAll('[data-skeleton-card]')).toHaveLength(3);
    browser.unmount();
  });

  it('sends its loading screen when the banner outlasts the budget, and hydrates it', async () => {
    const fetchMock = mockFetch(ourCompanyRoutes({ [endpoints.sectionBanners]: stalled }));
    const page = await renderPageOnServer('ourCompany', { fetchMock, budgetMs: 50 });
    expect(page.server.html).toContain('aria-label="Loading Our Company"');
    expect(page.text).not.toContain('Arjun Mehta');

    const browser = await hydrateFirstView(page);
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([endpoints.sectionBanners]);
    expect(screen.getByRole('status', { name: 'Loading Our Company' })).toBeInTheDocument();
    browser.unmount();
  });
});
