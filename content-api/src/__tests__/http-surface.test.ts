import type { FastifyInstance } from 'fastify';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnvironment();
  app = await env.start();
});
afterAll(() => env.cleanup());

describe('images', () => {
  it.each(['/images/home/banner-1-desktop.jpg', '/uploads/home/banner-1-desktop.jpg'])(
    'serves %s for a year, loadable from the site origins',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { origin: SITE_ORIGIN } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    },
  );

  it('answers a missing image with the 404 wrapper', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/home/missing.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });

  it('never serves files outside the image folder', async () => {
    for (const url of ['/images/../content/globals.json', '/images/..%2fcontent%2fglobals.json', '/uploads/%2e%2e/content/globals.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('fixture.example');
    }
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers without a content security policy on every answer: a read, a refused form, an unknown path', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/globals' }),
      await app.inject({ method: 'POST', url: '/contact-leads', headers: { origin: SITE_ORIGIN }, payload: {} }),
      await app.inject({ method: 'GET', url: '/no-such-path' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 400, 404]);
    for (const response of answers) {
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'cross-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('lets an allowed site read answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/globals', headers: { origin: 'http://127.0.0.1:3005' } });
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3005');
  });

  it('gives other origins no CORS permission', async () => {
    const response = await app.inject({ method: 'GET', url: '/globals', headers: { origin: 'https://elsewhere.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of an allowed site posting JSON', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/contact-leads',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });
});

describe('JSON bodies', () => {
  it.each([
    ['{"__proto__": {"admin": true}}', 'Body is not valid JSON but content-type is set to \'application/json\''],
    ['{"constructor": {"prototype": {"admin": true}}}', 'Body is not valid JSON but content-type is set to \'application/json\''],
    [`{"name": ${'['.repeat(40)}${']'.repeat(40)}}`, 'Request body is nested too deeply'],
  ])('refuses %s', async (payload, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact-leads',
      payload,
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message });
  });
});
