import { createSiteServer } from '../create-site-server';
import { readSiteConfig } from '@group/shared/config';
import { makeDist } from './support/dist-folder';
import { fakeRenderer } from './support/fake-renderer';

const dist = makeDist({ 'main.js': 'console.log("shell")' });
const env = {
  API_BASE_URL: 'https://api.meridian.example',
  IMAGE_BASE_URL: 'https://cdn.meridian.example/images',
  REMOTE_HOME_URL: 'https://home.meridian.example/v42/mf-manifest.json',
  REMOTE_FORMS_URL: 'https://forms.meridian.example/mf-manifest.json',
};

/** The hashes of a page's two inline scripts, as the shell's renderer names them. */
const SCRIPT_HASHES = ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", "'sha256-Qq9DKK9D4YeiiYSJvlqbPB8ySNYQKcXmMaC2L4H2Bt0='"];

async function request(url: string, { siteUrl, trustProxy, headers = {} }: { siteUrl?: string; trustProxy?: boolean; headers?: Record<string, string> } = {}) {
  const config = readSiteConfig({ ...env, ...(siteUrl ? { SITE_URL: siteUrl } : {}) });
  const renderer = fakeRenderer({ page: () => ({ html: '<!doctype html><main>Page</main>', scriptHashes: SCRIPT_HASHES }) });
  const app = await createSiteServer({ mode: 'shell', root: dist, config, trustProxy, renderer });
  try {
    return await app.inject({ method: 'GET', url, headers });
  } finally {
    await app.close();
  }
}

/** The policy as directive → sources. */
const directivesOf = (policy: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
describe('the content security policy of a page', () => {
  it('is the same for every visitor of a page: no nonce, so a shared cache may keep the page', async () => {
    const first = await request('/');
    const second = await request('/');
    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    expect(String(first.headers['content-security-policy'])).not.toContain("'nonce-");
  });

  it('runs the page’s own inline scripts by their hashes, what they add by strict-dynamic, and nothing else inline', async () => {
    const policy = directivesOf((await request('/')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(expect.arrayContaining([...SCRIPT_HASHES, "'strict-dynamic'"]));
    // Browsers without 'strict-dynamic' (CSP 2) run files only from the site, the remotes and reCAPTCHA.
    expect(policy['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://home.meridian.example',
        'https://forms.meridian.example',
        'http://localhost:3003',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('lets the page talk to the API and the remotes, and show images from the image and API origins', async () => {
    const policy = directivesOf((await request('/')).headers['content-security-policy']);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.meridian.example', 'https://home.meridian.example']));
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://cdn.meridian.example', 'https://api.meridian.example']));
    expect(policy['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'", 'https://home.meridian.example']));
    expect(policy['font-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
  });

  it('frames only reCAPTCHA and the lightbox’s video players, and is framed only by the site', async () => {
    const policy = directivesOf((await request('/')).headers['content-security-policy']);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
    );
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('is sent with pages, not with the shell’s files', async () => {
    expect((await request('/main.js')).headers['content-security-policy']).toBeUndefined();
  });
});

describe('other security headers', () => {
  it('limit referrers, features and sniffing on every page', async () => {
    const reply = await request('/careers');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    const permissions = String(reply.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
    expect(permissions).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
  });

  it('leave HSTS out when the site is served over plain HTTP', async () => {
    expect((await request('/', { siteUrl: 'http://localhost:3000' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS when the site’s address is HTTPS', async () => {
    expect((await request('/', { siteUrl: 'https://www.meridian.example' })).headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('believe X-Forwarded-Proto only from a trusted proxy', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    expect((await request('/', { siteUrl: 'http://site.internal', headers })).headers['strict-transport-security']).toBeUndefined();
    expect((await request('/', { siteUrl: 'http://site.internal', headers, trustProxy: true })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });
});
