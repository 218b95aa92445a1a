import { endpoints } from '@group/shared/contract';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { companyRoutes } from '../../../test-support/fixtures';
import { renderPageOnServer, stalled } from '../../../test-support/render-page-on-server';
import { privacyPolicyText } from '../privacy-policy-text';

beforeEach(resetSiteStore);

describe('Privacy Policy rendered on the server', () => {
  it('sends the banner and the whole policy, and the browser hydrates it without asking again', async () => {
    const fetchMock = mockFetch(companyRoutes());
    const page = await renderPageOnServer('privacyPolicy', { fetchMock });
    expect(page.server.html).toContain('media="(max-width: 600px)"');
    expect(page.server.html).toContain('banners/privacy-desktop.jpg');
    expect(page.server.html).toContain('<title>Privacy Policy | Meridian Group</title>');
    expect(page.text).toContain('Last updated: July 30, 2025');
    expect(page.text).toContain('Meridian Group, a company based in Mumbai, India');
    for (const section of privacyPolicyText.sections) expect(page.text).toContain(section.heading);
    expect(page.text).toContain('Our Service does not address anyone under the age of 13.');
    // The contact page is a real link: it works before (and without) scripts.
    expect(page.server.html).toMatch(/<a [^>]*href="\/contact-us"[^>]*>Contact Us page<\/a>/);

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([]);
    browser.unmount();
  });

  it('sends the policy with the banner’s space held when the banner outlasts the budget, and hydrates it', async () => {
    const fetchMock = mockFetch(companyRoutes({ [endpoints.sectionBanners]: stalled }));
    const page = await renderPageOnServer('privacyPolicy', { fetchMock, budgetMs: 50 });
    expect(page.server.html).toContain('data-banner-placeholder');
    expect(page.text).toContain('Last updated: July 30, 2025');

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    browser.unmount();
  });
});
