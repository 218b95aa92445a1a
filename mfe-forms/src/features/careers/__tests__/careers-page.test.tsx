import { screen, within } from '@testing-library/react';
import { bannerImagesOf, mockFetch, networkError, ok, renderWithRouter, resetSiteStore, setUpTestRuntime, toastMessages } from '@group/shared/testing';
import { CareersPage } from '../components/careers-page';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import { deferred } from '../../../test-support/fill-form';
import { careersContent, careersMeta, sectionBanners } from '../../../test-support/page-data';

beforeEach(() => {
  resetSiteStore();
  installFakeGrecaptcha();
  setUpTestRuntime({ imageBaseUrl: 'https://img.example.com/images', siteUrl: 'https://www.example.com' });
});
afterEach(() => {
  removeFakeGrecaptcha();
});

const routes = {
  '/section-banners': ok(sectionBanners),
  '/page-meta/careers': ok(careersMeta),
  '/careers/content': ok([careersContent]),
};

describe('Careers page', () => {
  it('shows the loading screen until both the content and the banners have arrived', async () => {
    const content = deferred<object>();
    const banners = deferred<object>();
    mockFetch({ ...routes, '/careers/content': () => content.promise, '/section-banners': () => banners.promise });
    renderWithRouter(<CareersPage />, { route: '/careers' });
    const loader = screen.getByRole('status', { name: 'Loading Careers' });

    banners.resolve(ok(sectionBanners));
    // Still waiting for /careers/content.
    await screen.findByRole('status', { name: 'Loading Careers' });
    expect(loader).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'APPLY NOW' })).not.toBeInTheDocument();

    content.resolve(ok([careersContent]));
    expect(await screen.findByRole('heading', { name: 'APPLY NOW' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Careers' })).not.toBeInTheDocument();
  });

  it('shows the banner switching at 767, the heading and description as markup, the form and the head', async () => {
    mockFetch(routes);
    const { container } = renderWithRouter(<CareersPage />, { route: '/careers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(bannerImagesOf(container)).toEqual({
      desktop: 'https://img.example.com/images/banners/careers-desktop.jpg',
      mobile: 'https://img.example.com/images/banners/careers-mobile.jpg',
      media: '(max-width: 767px)',
    });

    const title = screen.getByRole('heading', { level: 2, name: 'Build your career with Meridian' });
    expect(title.querySelector('strong')).toHaveTextContent('Meridian');
    expect(screen.getByText('Projects that shape India.')).toBeInTheDocument();
    const list = screen.getByText('Mentoring').closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Roles across seven sectors', 'Mentoring']);

    expect(screen.getByRole('heading', { name: 'APPLY NOW' })).toBeInTheDocument();
    expect(screen.getByLabelText('Resume')).toHaveAttribute('type', 'file');
    expect(document.title).toBe('Careers | Meridian Group');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.com/careers');
  });

  it('removes unsafe markup from the content', async () => {
    mockFetch({ ...routes, '/careers/content': ok([{ title: 'Join <img src=x onerror="alert(1)">us', description: '<script>alert(1)</script><p>Welcome</p>' }]) });
    const { container } = renderWithRouter(<CareersPage />, { route: '/careers' });
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    // The page's own structured data is a data block, never run; no script may come from content.
    expect(container.querySelector('script:not([type="application/ld+json"])')).not.toBeInTheDocument();
    expect(container.querySelector('[onerror]')).not.toBeInTheDocument();
  });

  it('still offers the application form when the content cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ ...routes, '/careers/content': networkError() });
    renderWithRouter(<CareersPage />, { route: '/careers' });
    expect(await screen.findByRole('heading', { name: 'APPLY NOW' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /Build your career/ })).not.toBeInTheDocument();
    expect(toastMessages('error')).toEqual(['Internal Server Error']);
  });
});
