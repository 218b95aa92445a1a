import { screen } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { companyRoutes } from '../../../test-support/fixtures';
import { renderPageOnServer, stalled } from '../../../test-support/render-page-on-server';

beforeEach(resetSiteStore);

describe('Investments rendered on the server', () => {
  it('sends the banner, the heading and both paragraphs, and the browser hydrates them without asking again', async () => {
    const fetchMock = mockFetch(companyRoutes());
    const page = await renderPageOnServer('investments', { fetchMock });
    expect(page.server.html).toContain('banners/investments-desktop.jpg');
    expect(page.server.html).toContain('<title>Investments | Meridian Group</title>');
    expect(page.text).toContain('STRATEGIC INVESTMENTS');
    expect(page.text).toMatch(/sports, hospitality, healthcare,\s+infrastructure and renewable energy/);
    expect(page.text).toMatch(/artificial intelligence \(AI\), machine learning \(ML\) and blockchain/);

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Investments' })).toBeInTheDocument();
    browser.unmount();
  });

  it('sends its text with the banner’s space held when the banner outlasts the budget, and hydrates it', async () => {
    const fetchMock = mockFetch(companyRoutes({ [endpoints.sectionBanners]: stalled }));
    const page = await renderPageOnServer('investments', { fetchMock, budgetMs: 50 });
    expect(page.server.html).toContain('data-banner-placeholder');
    expect(page.text).toContain('STRATEGIC INVESTMENTS');

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([endpoints.sectionBanners]);
    browser.unmount();
  });
});
