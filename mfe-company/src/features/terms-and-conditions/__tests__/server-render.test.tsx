import { endpoints } from '@group/shared/contract';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { companyRoutes } from '../../../test-support/fixtures';
import { renderPageOnServer, stalled } from '../../../test-support/render-page-on-server';
import { termsAndConditionsText } from '../terms-and-conditions-text';

beforeEach(resetSiteStore);

describe('Terms and Conditions rendered on the server', () => {
  it('sends the banner and the whole text, and the browser hydrates it without asking again', async () => {
    const fetchMock = mockFetch(companyRoutes());
    const page = await renderPageOnServer('termsAndConditions', { fetchMock });
    expect(page.server.html).toContain('banners/terms-desktop.jpg');
    expect(page.server.html).toContain('<title>Terms and Conditions | Meridian Group</title>');
    expect(page.text).toContain('Last updated: July 30, 2025');
    expect(page.text).toContain('Meridian Group, a diversified business group based in Mumbai, India');
    for (const section of termsAndConditionsText.sections) expect(page.text).toContain(section.heading);
    expect(page.text).toContain('You represent that You are over the age of 18.');
    // Until the global settings are known, the email address is reached through the contact page.
    expect(page.server.html).toMatch(/<a [^>]*href="\/contact-us"[^>]*>the email address on our Contact Us page<\/a>/);

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([]);
    browser.unmount();
  });

  it('sends the text with the banner’s space held when the banner outlasts the budget, and hydrates it', async () => {
    const fetchMock = mockFetch(companyRoutes({ [endpoints.sectionBanners]: stalled }));
    const page = await renderPageOnServer('termsAndConditions', { fetchMock, budgetMs: 50 });
    expect(page.server.html).toContain('data-banner-placeholder');
    expect(page.text).toContain('Last updated: July 30, 2025');

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    browser.unmount();
  });
});
