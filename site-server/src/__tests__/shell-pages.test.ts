import zlib from 'node:zlib';
import { apiUrl, configureRuntime, defaultRuntimeConfig, resetRuntimeConfig } from '@group/shared/config';
import { endpoints } from '@group/shared/contract';
import { createSiteServer } from '../create-site-server';
import { readSiteConfig } from '../config/site-config';
import { bigScript, configOf, makeDist, shellIndexHtml } from './support/dist-folder';

const dist = makeDist({ 'index.html': shellIndexHtml, 'main.js': bigScript('shell') });

/** What the server knows of the home page's files and banner (home-hints.ts), fixed per test. */
const fixedHints = (hint = '') => ({ current: () => hint });

async function servePage(env: Record<string, string>, url = '/', hint = '', headers: Record<string, string> = {}) {
  const app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig(env), homeHints: fixedHints(hint) });
  try {
    return await app.inject({ method: 'GET', url, headers });
  } finally {
    await app.close();
  }
}

describe('the runtime configuration in the page', () => {
  it('is written from the environment at start', async () => {
    const reply = await servePage({
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
    });

    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(configOf(reply.body)).toEqual({
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

  it('cannot be used to break out of the script element', async () => {
    const reply = await servePage({ SITE_URL: 'https://x.example/</script><script>alert(1)</script>' });
    expect(reply.body).not.toContain('</script><script>alert(1)');
    expect(configOf(reply.body).siteUrl).toBe('https://x.example/</script><script>alert(1)</script>');
  });
});

describe('the pages', () => {
  it.each(['/', '/index.html', '/news-centre', '/news-centre/solar-park', '/business-venture/sports'])('answers %s with the shell’s page', async (url) => {
    const reply = await servePage({}, url);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<div id="root"></div>');
    expect(configOf(reply.body).apiBaseUrl).toBe(defaultRuntimeConfig.apiBaseUrl);
  });

  it('answers 404 for a missing file, and serves the shell’s own files', async () => {
    expect((await servePage({}, '/missing.4bd5280ed1.js')).statusCode).toBe(404);
    const script = await servePage({}, '/main.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it.each(['/', '/news-centre'])('are compressed for clients that accept it: %s', async (url) => {
    const bigPage = makeDist({ 'index.html': shellIndexHtml.replace('</head>', `${'<meta name="x" content="y">'.repeat(60)}</head>`) });
    const app = await createSiteServer({ mode: 'shell', root: bigPage, config: readSiteConfig({}), homeHints: fixedHints() });
    const reply = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(reply.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toContain('window.__SITE_CONFIG__=');
  });
});

describe('resource hints', () => {
  const env = { API_BASE_URL: 'https://api.meridian.example', REMOTE_HOME_URL: 'https://home.meridian.example/mf-manifest.json' };

  it('preconnect to the API, and preload the home remote on the home page', async () => {
    const html = (await servePage(env, '/')).body;
    expect(html).toContain('<link rel="preconnect" href="https://api.meridian.example" crossorigin>');
    expect(html).toContain('<link rel="preconnect" href="https://api.meridian.example">');
    expect(html).toContain('<link rel="preload" href="https://home.meridian.example/mf-manifest.json" as="fetch" crossorigin>');
    expect(html).toContain('<link rel="preload" href="https://home.meridian.example/remoteEntry.js" as="script">');
  });

  it('preload the home page’s banner list at the address, and in the mode, of the page’s own fetch', async () => {
    const html = (await servePage(env, '/')).body;
    configureRuntime({ apiBaseUrl: env.API_BASE_URL });
    try {
      expect(html).toContain(`<link rel="preload" href="${apiUrl(endpoints.homeBanners)}" as="fetch" crossorigin>`);
    } finally {
      resetRuntimeConfig();
    }
  });

  it('name the home page’s files and first banner image once the server knows them, on that page only', async () => {
    const hint = '<link rel="preload" as="image" href="https://api.meridian.example/images/banners/home-1-mobile.jpg">';
    expect((await servePage(env, '/', hint)).body).toContain(`${hint}</head>`);
    expect((await servePage(env, '/news-centre', hint)).body).not.toContain(hint);
  });

  it('do not preload the home remote on other pages', async () => {
    const html = (await servePage(env, '/news-centre')).body;
    expect(html).toContain('<link rel="preconnect" href="https://api.meridian.example" crossorigin>');
    expect(html).not.toContain('mf-manifest.json" as="fetch"');
    expect(html).not.toContain('/homepage/banners');
  });
});

describe('a page renderer of its own', () => {
  it('answers every page, with the request’s nonce', async () => {
    const app = await createSiteServer({
      mode: 'shell',
      root: dist,
      config: readSiteConfig({}),
      homeHints: fixedHints(),
      renderPage: async ({ pathname, nonce }) => ({ status: 200, html: `<!doctype html><p>${pathname}</p><script nonce="${nonce}"></script>` }),
    });
    const reply = await app.inject({ method: 'GET', url: '/gallery' });
    await app.close();
    const nonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
    expect(reply.body).toBe(`<!doctype html><p>/gallery</p><script nonce="${nonce}"></script>`);
  });
});
