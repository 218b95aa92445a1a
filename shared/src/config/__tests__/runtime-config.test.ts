import { createSiteUrls, defaultRuntimeConfig, readPageConfig, readSiteConfig, remoteDescriptors, remoteNames, resolveRuntimeConfig, siteConfigScript } from '..';

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
    expect(() => readSiteConfig({ IMAGE_VARIANTS: 'yes' })).toThrow('IMAGE_VARIANTS must be on or off, got "yes"');
  });

  it('refuses an address without http:// or https://, naming the variable, its value and an example', () => {
    expect(() => readSiteConfig({ API_BASE_URL: 'localhost:4000' })).toThrow(
      'API_BASE_URL must be an absolute http(s) URL such as http://localhost:4000, got "localhost:4000"',
    );
  });

  it('lists every setting it cannot use at once, one line each', () => {
    const read = () =>
      readSiteConfig({ SITE_URL: 'www.meridian.example', REMOTE_NEWS_URL: 'ftp://news.example/mf-manifest.json', REMOTE_HOME_PORT: 'home', IMAGE_VARIANTS: 'yes' });
    expect(read).toThrow(
      [
        'SITE_URL must be an absolute http(s) URL such as http://localhost:3000, got "www.meridian.example"',
        'REMOTE_NEWS_URL must be an absolute http(s) URL such as http://localhost:3003/mf-manifest.json, got "ftp://news.example/mf-manifest.json"',
        'IMAGE_VARIANTS must be on or off, got "yes"',
        'REMOTE_HOME_PORT must be a port number from 1 to 65535, got "home"',
      ].join('\n'),
    );
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

describe('the list of remotes', () => {
  it('names each remote once, with a container, a folder, a port and variables of its own', () => {
    expect(remoteNames).toEqual(['home', 'ventures', 'news', 'company', 'forms']);
    for (const field of ['containerName', 'packageDir', 'defaultPort', 'portVariable', 'urlVariable'] as const) {
      const values = remoteNames.map((name) => remoteDescriptors[name][field]);
      expect(new Set(values).size).toBe(remoteNames.length);
    }
  });

  it('gives every remote a default manifest address on its own port', () => {
    expect(defaultRuntimeConfig.remotes.news).toBe(`http://localhost:${remoteDescriptors.news.defaultPort}/mf-manifest.json`);
    expect(Object.keys(defaultRuntimeConfig.remotes)).toEqual(remoteNames);
  });
});
