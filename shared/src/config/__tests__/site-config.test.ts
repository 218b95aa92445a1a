import { defaultRuntimeConfig } from '../runtime-config';
import { readSiteConfig, siteConfigScript } from '../site-config';

describe('the site’s configuration from the environment', () => {
  it('is read from the variables the README names', () => {
    expect(
      readSiteConfig({
        API_BASE_URL: 'https://api.meridian.example/',
        IMAGE_BASE_URL: 'https://cdn.meridian.example/images',
        IMAGE_VARIANTS: 'off',
        RECAPTCHA_SITE_KEY: 'site-key-123',
        SITE_URL: 'https://www.meridian.example',
        REMOTE_HOME_URL: 'https://home.meridian.example/v42/mf-manifest.json',
        REMOTE_VENTURES_URL: 'https://ventures.meridian.example/mf-manifest.json',
        REMOTE_NEWS_URL: 'https://news.meridian.example/mf-manifest.json',
        REMOTE_COMPANY_URL: 'https://company.meridian.example/mf-manifest.json',
        REMOTE_FORMS_URL: 'https://forms.meridian.example/mf-manifest.json',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.meridian.example',
      imageBaseUrl: 'https://cdn.meridian.example/images',
      imageVariants: false,
      recaptchaSiteKey: 'site-key-123',
      siteUrl: 'https://www.meridian.example',
      remotes: {
        home: 'https://home.meridian.example/v42/mf-manifest.json',
        ventures: 'https://ventures.meridian.example/mf-manifest.json',
        news: 'https://news.meridian.example/mf-manifest.json',
        company: 'https://company.meridian.example/mf-manifest.json',
        forms: 'https://forms.meridian.example/mf-manifest.json',
      },
    });
  });

  it('falls back to the same defaults as the shared runtime configuration', () => {
    const config = readSiteConfig({});
    expect(config.apiBaseUrl).toBe(defaultRuntimeConfig.apiBaseUrl);
    expect(config.imageBaseUrl).toBe(defaultRuntimeConfig.imageBaseUrl);
    expect(config.imageVariants).toBe(true);
    expect(config.recaptchaSiteKey).toBe(defaultRuntimeConfig.recaptchaSiteKey);
    expect(config.siteUrl).toBe(defaultRuntimeConfig.siteUrl);
    expect(config.remotes).toEqual(defaultRuntimeConfig.remotes);
  });

  it('points at remotes moved to other ports, and images follow the API address', () => {
    const config = readSiteConfig({ REMOTE_NEWS_PORT: '4103', API_BASE_URL: 'http://api:5000' });
    expect(config.remotes.news).toBe('http://localhost:4103/mf-manifest.json');
    expect(config.imageBaseUrl).toBe('http://api:5000/images');
  });

  it('refuses an IMAGE_VARIANTS that is neither on nor off, naming the variable', () => {
    expect(() => readSiteConfig({ IMAGE_VARIANTS: 'yes' })).toThrow('IMAGE_VARIANTS must be on or off, not "yes"');
  });
});

describe('the configuration script of a page', () => {
  it('cannot be used to break out of the script element, and reads back as the configuration', () => {
    const config = readSiteConfig({ SITE_URL: 'https://x.example/</script><script>alert(1)</script>' });
    const script = siteConfigScript(config);
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('<script>');
    const window: { __SITE_CONFIG__?: unknown } = {};
    new Function('window', script)(window);
    expect(window.__SITE_CONFIG__).toEqual(config);
  });
});
