import { createSiteUrls, readPageConfig, resolveRuntimeConfig } from '..';

afterEach(() => {
  delete window.__SITE_CONFIG__;
});

describe('runtime configuration', () => {
  it('reads the page configuration over the defaults, remote by remote', () => {
    window.__SITE_CONFIG__ = {
      apiBaseUrl: 'https://api.example.com/',
      remotes: { news: 'https://news.example.com/mf-manifest.json' },
    };
    const config = readPageConfig();
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.remotes.news).toBe('https://news.example.com/mf-manifest.json');
    expect(config.remotes.home).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('lets an embedding page override the page configuration, and an unset value hides nothing', () => {
    window.__SITE_CONFIG__ = { apiBaseUrl: 'https://api.example.com', imageBaseUrl: 'https://img.example.com' };
    const config = readPageConfig({ apiBaseUrl: 'https://leads.example.org', imageBaseUrl: undefined });
    expect(config.apiBaseUrl).toBe('https://leads.example.org');
    expect(config.imageBaseUrl).toBe('https://img.example.com');
  });

  it('keeps each configuration apart: resolving one changes no other', () => {
    const first = resolveRuntimeConfig({ siteUrl: 'https://one.example/' });
    const second = resolveRuntimeConfig({ siteUrl: 'https://two.example' });
    expect([first.siteUrl, second.siteUrl]).toEqual(['https://one.example', 'https://two.example']);
    expect(resolveRuntimeConfig().siteUrl).toBe('http://localhost:3000');
  });

  it('builds image, upload and canonical addresses', () => {
    const { imageUrl, uploadUrl, siteUrl } = createSiteUrls(
      resolveRuntimeConfig({
        apiBaseUrl: 'https://api.example.com',
        imageBaseUrl: 'https://cdn.example.com/images/',
        siteUrl: 'https://www.example.com',
      }),
    );
    expect(imageUrl('banners/home-1.jpg')).toBe('https://cdn.example.com/images/banners/home-1.jpg');
    expect(imageUrl('/banners/home-1.jpg')).toBe('https://cdn.example.com/images/banners/home-1.jpg');
    expect(imageUrl('https://other.example.com/x.jpg')).toBe('https://other.example.com/x.jpg');
    expect(imageUrl(undefined)).toBe('');
    expect(uploadUrl('boxes/a.jpg')).toBe('https://api.example.com/uploads/boxes/a.jpg');
    expect(siteUrl('/business-venture/sports')).toBe('https://www.example.com/business-venture/sports');
  });
});
