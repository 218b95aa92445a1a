import { screen } from '@testing-library/react';
import { paths } from '@group/shared/routes';
import { createSiteRuntime } from '@group/shared/runtime';
import { hydrateFromServer, mockFetch, ok, renderOnServer, resetSiteStore, setUpTestRuntime, testRuntime } from '@group/shared/testing';
import type { HydrationOptions, HydrationResult, MockRoutes } from '@group/shared/testing';
import { routes as exposedRoutes } from '../routes';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { sendAfterEarlyInput } from '../../test-support/fill-form';
import { contactEnquiry, leadReceipt } from '../../test-support/valid-leads';
import { contactMeta, globals, sectionBanners } from '../../test-support/page-data';
import { CONTACT_THANK_YOU } from '../../features/contact/contact-form-values';

const routes: MockRoutes = {
  '/section-banners': ok(sectionBanners),
  '/page-meta/contact_us': ok(contactMeta),
};

/**
 * The page as the shell's route table renders it, at its address, in the request's own runtime
 * as the site's server renders it (with the global settings when the server's load brought them).
 */
async function serverRender(answers: MockRoutes, { withGlobals = true, budgetMs }: { withGlobals?: boolean; budgetMs?: number } = {}) {
  const fetchMock = mockFetch(answers);
  const requestRuntime = createSiteRuntime({ config: testRuntime().config });
  if (withGlobals) requestRuntime.store.getState().setGlobals(globals);
  const server = await renderOnServer(<exposedRoutes.contactUs.Component />, { queries: exposedRoutes.contactUs.queries(), route: paths.contactUs, budgetMs, runtime: requestRuntime });
  // The browser's store starts from what the server sent with the page (the shell's bootstrap).
  if (withGlobals) testRuntime().store.getState().setGlobals(globals);
  return { page: <exposedRoutes.contactUs.Component />, server, fetchMock };
}

let hydrated: HydrationResult | undefined;

beforeEach(() => {
  resetSiteStore();
  installFakeGrecaptcha();
  setUpTestRuntime({ imageBaseUrl: 'https://img.example.com/images', siteUrl: 'https://www.example.com' });
});

afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
  removeFakeGrecaptcha();
});

describe('Contact Us rendered on the server', () => {
  it('sends the banner, the head, the contact details from the request’s store and every field, and hydrates with them', async () => {
    const { page, server, fetchMock } = await serverRender(routes);

    expect(server.status).toBe(200);
    expect(server.html).toContain('https://img.example.com/images/banners/contact-us-desktop.jpg');
    expect(server.html).toContain('<title>Contact Us | Meridian Group</title>');
    expect(server.html).toContain('href="https://www.example.com/contact-us"');
    expect(server.html).toContain('GET IN TOUCH');
    expect(server.html).toContain(globals.address);
    expect(server.html).toContain(`href="${globals.google_maps_url.replace(/&/g, '&amp;')}"`);
    expect(server.html).toContain('href="mailto:info@meridiangroup.example"');
    expect(server.html).toContain('href="tel:+912261502000"');
    expect(server.html).toContain('ENQUIRE NOW');
    for (const label of ['Full Name', 'Email', 'Phone No.', 'Subject', 'Message']) expect(server.html).toContain(`>${label}</label>`);
    expect(server.html).toContain('<noscript>');
    expect(server.html).toMatch(/<button type="submit" class="submit" disabled="">Submit<\/button>/);

    hydrated = await hydrateFromServer(page, server, paths.contactUs);
    expect(hydrated.errors).toEqual([]);
    expect(screen.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', globals.google_maps_url);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(fetchMock.callsTo('/globals')).toHaveLength(0);
    expect(fetchMock.calls).toHaveLength(2);
  });

  it('sends placeholders for the details when the server had no global settings, and loads them in the browser', async () => {
    const { page, server } = await serverRender({ ...routes, '/globals': ok([globals]) }, { withGlobals: false });

    expect(server.html).toContain('GET IN TOUCH');
    expect(server.html).toContain('data-skeleton');
    expect(server.html).not.toContain(globals.address);
    expect(server.html).toContain('ENQUIRE NOW');

    hydrated = await hydrateFromServer(page, server, paths.contactUs);
    expect(hydrated.errors).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', globals.google_maps_url);
  });

  it('sends the loading screen when the banners outlast the budget, and loads them in the browser', async () => {
    const { page, server } = await serverRender({ ...routes, '/section-banners': () => new Promise<never>(() => undefined) }, { budgetMs: 50 });
    expect(server.status).toBe(200);
    expect(server.html).toContain('aria-label="Loading Contact Us"');
    expect(server.html).not.toContain('ENQUIRE NOW');

    mockFetch({ '/section-banners': ok(sectionBanners) });
    hydrated = await hydrateFromServer(page, server, paths.contactUs);
    expect(hydrated.errors).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'ENQUIRE NOW' })).toBeInTheDocument();
    expect(screen.getByText(globals.address)).toBeInTheDocument();
  });

  it('sends what the visitor typed before the page was hydrated', async () => {
    const { page, server, fetchMock } = await serverRender({ ...routes, 'POST /contact-leads': { status: 200, data: leadReceipt } });
    const hydrate = (options: HydrationOptions) => hydrateFromServer(page, server, paths.contactUs, options);
    hydrated = await sendAfterEarlyInput(hydrate, contactEnquiry, {}, CONTACT_THANK_YOU);
    expect(hydrated.errors).toEqual([]);
    const sent = Object.values(fetchMock.callsTo('/contact-leads')[0].body as Record<string, string>);
    expect(sent).toEqual(expect.arrayContaining([...Object.values(contactEnquiry).map((value) => value.trim()), 'test-captcha-token']));
  });

  it('declares its queries under keys named by their endpoints', () => {
    expect(exposedRoutes.contactUs.queries().map((query) => query.key)).toEqual(['forms:/section-banners', 'forms:/page-meta/contact_us']);
  });
});
