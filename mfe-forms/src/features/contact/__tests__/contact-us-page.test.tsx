import { act, screen, within } from '@testing-library/react';
import { bannerImagesOf, httpReply, mockFetch, networkError, ok, renderWithRouter, resetSiteStore, setUpTestRuntime, testRuntime, toastMessages } from '@group/shared/testing';
import { ContactUsPage } from '../components/contact-us-page';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import { deferred } from '../../../test-support/fill-form';
import { contactMeta, globals, sectionBanners } from '../../../test-support/page-data';

beforeEach(() => {
  resetSiteStore();
  installFakeGrecaptcha();
  setUpTestRuntime({ imageBaseUrl: 'https://img.example.com/images', siteUrl: 'https://www.example.com' });
});
afterEach(() => {
  removeFakeGrecaptcha();
});

const pageRoutes = {
  '/section-banners': ok(sectionBanners),
  '/page-meta/contact_us': ok(contactMeta),
};

describe('Contact Us page', () => {
  it('shows a loading screen, then the banner switching at 767, the page head and both blocks', async () => {
    const banners = deferred<object>();
    mockFetch({ ...pageRoutes, '/section-banners': () => banners.promise, '/globals': ok([globals]) });
    const { container } = renderWithRouter(<ContactUsPage />, { route: '/contact-us' });
    expect(screen.getByRole('status', { name: 'Loading Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ENQUIRE NOW' })).not.toBeInTheDocument();

    banners.resolve(ok(sectionBanners));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Contact Us' })).not.toBeInTheDocument();
    expect(bannerImagesOf(container)).toEqual({
      desktop: 'https://img.example.com/images/banners/contact-us-desktop.jpg',
      mobile: 'https://img.example.com/images/banners/contact-us-mobile.jpg',
      media: '(max-width: 767px)',
    });
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Contact Us')).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Meridian Group');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.com/contact-us');

    expect(screen.getByRole('heading', { name: 'GET IN TOUCH' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ENQUIRE NOW' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Phone No.', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('takes the contact details from the store the shell filled, without asking again', async () => {
    testRuntime().store.getState().setGlobals(globals);
    const fetchMock = mockFetch(pageRoutes);
    renderWithRouter(<ContactUsPage />, { route: '/contact-us' });
    const directions = await screen.findByRole('link', { name: 'Get Directions' });
    expect(directions).toHaveAttribute('href', globals.google_maps_url);
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(globals.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@meridiangroup.example' })).toHaveAttribute('href', 'mailto:info@meridiangroup.example');
    expect(screen.getByRole('link', { name: '+91 22 6150 2000' })).toHaveAttribute('href', 'tel:+912261502000');
    expect(fetchMock.callsTo('/globals')).toHaveLength(0);
  });

  it('loads the contact details itself when the store has none (standalone, embedded)', async () => {
    const answer = deferred<object>();
    const fetchMock = mockFetch({ ...pageRoutes, '/globals': () => answer.promise });
    renderWithRouter(<ContactUsPage />, { route: '/contact-us' });
    expect(await screen.findByRole('heading', { name: 'GET IN TOUCH' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Directions' })).not.toBeInTheDocument();
    answer.resolve(ok([globals]));
    expect(await screen.findByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', globals.google_maps_url);
    expect(fetchMock.callsTo('/globals')).toHaveLength(1);
  });

  it('shows the store’s details as soon as the shell has put them there, without waiting for its own load', async () => {
    mockFetch({ ...pageRoutes, '/globals': () => new Promise<never>(() => undefined) });
    renderWithRouter(<ContactUsPage />, { route: '/contact-us' });
    expect(await screen.findByRole('heading', { name: 'GET IN TOUCH' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Directions' })).not.toBeInTheDocument();
    act(() => testRuntime().store.getState().setGlobals(globals));
    expect(screen.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', globals.google_maps_url);
  });

  it('says the details are unavailable when /globals fails, and the form still works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ ...pageRoutes, '/globals': networkError() });
    renderWithRouter(<ContactUsPage />, { route: '/contact-us' });
    expect(
      await screen.findByText('Our contact details could not be loaded right now. Please use the form, or try again later.'),
    ).toBeInTheDocument();
    expect(toastMessages('error')).toEqual(['Internal Server Error']);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('keeps its heading and a default head when banners and meta cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/section-banners': httpReply(500, { status: 500, message: 'Internal Server Error' }), '/page-meta/contact_us': 500, '/globals': ok([globals]) });
    const { container } = renderWithRouter(<ContactUsPage />, { route: '/contact-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(container.querySelector('picture')).not.toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Meridian Group');
    expect(screen.getByRole('heading', { name: 'ENQUIRE NOW' })).toBeInTheDocument();
  });
});
