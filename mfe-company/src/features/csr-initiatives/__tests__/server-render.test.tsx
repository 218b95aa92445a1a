import { endpoints } from '@group/shared/contract';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { companyRoutes } from '../../../test-support/fixtures';
import { renderPageOnServer, stalled } from '../../../test-support/render-page-on-server';
import { csrInitiatives, csrIntroduction } from '../csr-initiatives-text';

beforeEach(resetSiteStore);

describe('CSR Initiatives rendered on the server', () => {
  it('sends the banner, the introduction and every initiative, and the browser hydrates them without asking again', async () => {
    const fetchMock = mockFetch(companyRoutes());
    const page = await renderPageOnServer('csrInitiatives', { fetchMock });
    expect(page.server.html).toContain('banners/csr-desktop.jpg');
    expect(page.server.html).toContain('<title>CSR Initiatives | Meridian Group</title>');
    expect(page.text).toContain(csrIntroduction.title);
    for (const paragraph of csrIntroduction.paragraphs) expect(page.text).toContain(paragraph);
    for (const initiative of csrInitiatives) {
      expect(page.text).toContain(`${initiative.title}${initiative.summary}`);
      for (const highlight of initiative.highlights) expect(page.text).toContain(highlight);
    }

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([]);
    browser.unmount();
  });

  it('sends its text with the banner’s space held when the banner outlasts the budget, and hydrates it', async () => {
    const fetchMock = mockFetch(companyRoutes({ [endpoints.sectionBanners]: stalled }));
    const page = await renderPageOnServer('csrInitiatives', { fetchMock, budgetMs: 50 });
    expect(page.server.html).toContain('data-banner-placeholder');
    expect(page.text).toContain(csrIntroduction.title);

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    browser.unmount();
  });
});
