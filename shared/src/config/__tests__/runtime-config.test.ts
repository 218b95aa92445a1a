import { configureRuntime, getRuntimeConfig, imageUrl, resetRuntimeConfig, siteUrl, uploadUrl } from '..';

afterEach(() => {
  resetRuntimeConfig();
  delete window.__SITE_CONFIG__;
});

describe('runtime configuration', () => {
  it('reads the page configuration over the defaults, remote by remote', () => {
    window.__SITE_CONFIG__ = {
      apiBaseUrl: 'https://api.example.com/',
      remotes: { news: 'https://news.example.com/mf-manifest.json' },
    };
    const config = getRuntimeConfig();
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.remotes.news).toBe('https://news.example.com/mf-manifest.json');
    expect(config.remotes.home).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('lets an embedding page override the page configuration', () => {
    window.__SITE_CONFIG__ = { apiBaseUrl: 'https://api.example.com' };
    configureRuntime({ apiBaseUrl: 'https://leads.example.org' });
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://leads.example.org');
  });

  it('builds image, upload and canonical addresses', () => {
    configureRuntime({
      apiBaseUrl: 'https://api.example.com',
      imageBaseUrl: 'https://cdn.example.com/images/',
      siteUrl: 'https://www.example.com',
    });
    expect(imageUrl('banners/home-1.jpg')).toBe('https://cdn.example.com/images/banners/home-1.jpg');
    expect(imageUrl('/banners/home-1.jpg')).toBe('https://cdn.example.com/images/banners/home-1.jpg');
    expect(imageUrl('https://other.example.com/x.jpg')).toBe('https://other.example.com/x.jpg');
    expect(imageUrl(undefined)).toBe('');
    expect(uploadUrl('boxes/a.jpg')).toBe('https://api.example.com/uploads/boxes/a.jpg');
    expect(siteUrl('/business-venture/sports')).toBe('https://www.example.com/business-venture/sports');
  });
});
