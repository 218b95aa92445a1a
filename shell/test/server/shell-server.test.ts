import { apiUrl, configureRuntime, defaultRuntimeConfig, resetRuntimeConfig } from '@group/shared/config';
import { endpoints } from '@group/shared/contract';
import { createStaticHandler } from '../../server/static-server.cjs';
import { createIndexRenderer } from '../../server/shell-server.cjs';
import { readSiteConfig } from '../../server/site-config.cjs';
import { listen, makeDist, request } from './http-helpers';

const dist = makeDist({
  'index.html': '<!doctype html><html><head><title>Meridian Group</title><script defer src="main.js?abc"></script></head><body><div id="root"></div></body></html>',
  'main.js': 'console.log("shell")',
});

const configOf = (html: string) => {
  const match = /<script>window\.__SITE_CONFIG__=(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('no configuration script in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
};

/** What the server knows of the home page's files and banner (home-hints.cjs), fixed per test. */
const fixedHints = (hint = '') => ({ current: () => hint });

async function servePage(env: Record<string, string>, urlPath = '/', homeHints = fixedHints()) {
  const server = await listen(
    createStaticHandler({ root: dist, spa: true, renderIndex: createIndexRenderer(dist, env, { homeHints }) }),
  );
  try {
    return await request(server.port, urlPath);
  } finally {
    await server.close();
  }
}

describe('the runtime configuration in the page', () => {
  it('is written from the environment at start', async () => {
    const reply = await servePage({
      API_BASE_URL: 'https://api.meridian.example/',
      IMAGE_BASE_URL: 'https://cdn.meridian.example/images',
      RECAPTCHA_SITE_KEY: 'site-key-123',
      SITE_URL: 'https://www.meridian.example',
      REMOTE_HOME_URL: 'https://home.meridian.example/v42/mf-manifest.json',
      REMOTE_VENTURES_URL: 'https://ventures.meridian.example/mf-manifest.json',
      REMOTE_NEWS_URL: 'https://news.meridian.example/mf-manifest.json',
      REMOTE_COMPANY_URL: 'https://company.meridian.example/mf-manifest.json',
      REMOTE_FORMS_URL: 'https://forms.meridian.example/mf-manifest.json',
    });

    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(configOf(reply.body.toString())).toEqual({
      apiBaseUrl: 'https://api.meridian.example',
      imageBaseUrl: 'https://cdn.meridian.example/images',
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
    expect(config.recaptchaSiteKey).toBe(defaultRuntimeConfig.recaptchaSiteKey);
    expect(config.siteUrl).toBe(defaultRuntimeConfig.siteUrl);
    expect(config.remotes).toEqual(defaultRuntimeConfig.remotes);
  });

  it('points at remotes moved to other ports, and images follow the API address', () => {
    const config = readSiteConfig({ REMOTE_NEWS_PORT: '4103', API_BASE_URL: 'http://api:5000' });
    expect(config.remotes.news).toBe('http://localhost:4103/mf-manifest.json');
    expect(config.imageBaseUrl).toBe('http://api:5000/images');
  });

  it('cannot be used to break out of the script element', async () => {
    const reply = await servePage({ SITE_URL: 'https://x.example/</script><script>alert(1)</script>' });
    const html = reply.body.toString();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(configOf(html).siteUrl).toBe('https://x.example/</script><script>alert(1)</script>');
  });
});

describe('resource hints', () => {
  const env = { API_BASE_URL: 'https://api.meridian.example', REMOTE_HOME_URL: 'https://home.meridian.example/mf-manifest.json' };

  it('preconnect to the API, and preload the home remote on the home page', async () => {
    const html = (await servePage(env, '/')).body.toString();
    expect(html).toContain('<link rel="preconnect" href="https://api.meridian.example" crossorigin>');
    expect(html).toContain('<link rel="preload" href="https://home.meridian.example/mf-manifest.json" as="fetch" crossorigin>');
    expect(html).toContain('<link rel="preload" href="https://home.meridian.example/remoteEntry.js" as="script">');
  });

  it('preload the home page’s banner list at the address, and in the mode, of the page’s own fetch', async () => {
    const html = (await servePage(env, '/')).body.toString();
    configureRuntime({ apiBaseUrl: env.API_BASE_URL });
    try {
      expect(html).toContain(`<link rel="preload" href="${apiUrl(endpoints.homeBanners)}" as="fetch" crossorigin>`);
    } finally {
      resetRuntimeConfig();
    }
  });

  it('name the home page’s files and first banner image once the server knows them, on that page only', async () => {
    const hint = '<link rel="preload" as="image" href="https://api.meridian.example/images/banners/home-1-mobile.jpg">';
    expect((await servePage(env, '/', fixedHints(hint))).body.toString()).toContain(`${hint}</head>`);
    expect((await servePage(env, '/news-centre', fixedHints(hint))).body.toString()).not.toContain(hint);
  });

  it('do not preload the home remote on other pages', async () => {
    const html = (await servePage(env, '/news-centre')).body.toString();
    expect(html).toContain('<link rel="preconnect" href="https://api.meridian.example" crossorigin>');
    expect(html).not.toContain('mf-manifest.json" as="fetch"');
    expect(html).not.toContain('/homepage/banners');
    expect(configOf(html).apiBaseUrl).toBe('https://api.meridian.example');
  });
});
