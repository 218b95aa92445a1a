import { mockFetch, networkError, resetSiteStore, testRuntime, toastMessages } from '@group/shared/testing';
import { loadSiteData } from '../load-site-data';

const globals = {
  address: 'Nariman Point, Mumbai',
  google_maps_url: 'https://maps.example/meridian',
  email: 'info@meridian.example',
  phone_number: '+91 22 0000 0000',
  social_media_links: [{ platform: 'linkedin', link: 'https://linkedin.example/meridian' }],
};

const sports = {
  _id: 'v1',
  title: 'Sports',
  slug: 'sports',
  status: true,
  order: 1,
  banners: { desktop_banner: { url: 'ventures/sports-desktop.jpg' }, mobile_banner: { url: 'ventures/sports-mobile.jpg' } },
  sections: [],
};

beforeEach(() => resetSiteStore());

describe('loadSiteData', () => {
  it('puts global settings and venture categories into the site runtime’s store', async () => {
    mockFetch({
      '/globals': { status: 200, data: [globals] },
      '/business-ventures/category': { status: 200, data: [sports] },
    });

    await loadSiteData(testRuntime());

    expect(testRuntime().store.getState().globals).toMatchObject({ email: 'info@meridian.example' });
    expect(testRuntime().store.getState().ventureCategories.map((category) => category.slug)).toEqual(['sports']);
  });

  it('leaves the store empty and shows "Internal Server Error" when the backend is unreachable', async () => {
    mockFetch({ '/globals': networkError(), '/business-ventures/category': networkError() });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});

    await loadSiteData(testRuntime());

    expect(logged).toHaveBeenCalledWith('[api] GET /globals failed', expect.any(Error));

    expect(testRuntime().store.getState().globals).toBeNull();
    expect(testRuntime().store.getState().ventureCategories).toEqual([]);
    expect(toastMessages('error')).toEqual(['Internal Server Error']);
  });
});
