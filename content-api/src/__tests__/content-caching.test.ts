import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { validContactLead } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment, fixtureContentDir } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

let env: TestEnvironment;
let app: FastifyInstance;
let contentDir: string;

beforeAll(async () => {
  // A copy of the fixture content, so one test can edit it.
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-cache-'));
  await cp(fixtureContentDir, contentDir, { recursive: true });
  env = await createTestEnvironment({ contentDir, leadsExportToken: 'export-token' });
  app = await env.start();
});
afterAll(async () => {
  await env.cleanup();
  await rm(contentDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('content GETs', () => {
  it.each([
    '/homepage/banners',
    '/newscentre/initial',
    '/newscentre?category=nc-press&skip=0&limit=2',
    '/newscentre/press-first',
    '/page-meta/home',
    '/business-ventures/category',
    '/business-ventures/category-by-slug/sports',
    '/globals',
  ])('%s answers with a strong ETag and Cache-Control, and 304 to a matching If-None-Match', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ status: 200 });

    const again = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(CACHE_CONTROL);
  });

  it('keeps the ETag from one request to the next, and gives different data different ETags', async () => {
    const banners = await get('/homepage/banners');
    expect((await get('/homepage/banners')).headers.etag).toBe(banners.headers.etag);
    expect((await get('/homepage/stats')).headers.etag).not.toBe(banners.headers.etag);
    const pageOne = await get('/newscentre?category=nc-press&skip=0&limit=1');
    const pageTwo = await get('/newscentre?category=nc-press&skip=1&limit=1');
    expect(pageOne.headers.etag).not.toBe(pageTwo.headers.etag);
    expect(pageOne.json().data).not.toEqual(pageTwo.json().data);
  });

  it('answers 200 to an If-None-Match that does not match, and 304 to a list or weak form holding the ETag', async () => {
    const { etag } = (await get('/globals')).headers;
    expect((await get('/globals', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    expect((await get('/globals', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
  });

  it('compresses with brotli or gzip when asked, with an ETag per encoding that still validates', async () => {
    const plain = await get('/newscentre/initial');
    const br = await get('/newscentre/initial', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/newscentre/initial', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect((await get('/newscentre/initial', { 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'br'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=1, BR;Q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
  ])('answers Accept-Encoding: %s with %s, brotli first among the accepted, and the same data', async (acceptEncoding, expected) => {
    const plain = await get('/newscentre/initial');
    const response = await get('/newscentre/initial', { 'accept-encoding': acceptEncoding });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding'] ?? 'identity').toBe(expected);
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body }[expected as 'br' | 'gzip' | 'identity'];
    expect(decode(response.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps CORS for the site origins beside the encoding in Vary', async () => {
    const response = await get('/globals', { origin: SITE_ORIGIN, 'accept-encoding': 'br' });
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(String(response.headers.vary)).toMatch(/Origin/);
    expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
  });

  it('answers HEAD with the same headers and no body (curl -I)', async () => {
    const get200 = await get('/homepage/banners');
    const head = await app.inject({ method: 'HEAD', url: '/homepage/banners' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get200.headers.etag);
    expect(head.headers['cache-control']).toBe(CACHE_CONTROL);
  });

  it('does not cache a 404', async () => {
    const response = await get('/newscentre/no-such-item');
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('leads', () => {
  it('answers form posts and the export with no-store', async () => {
    const posted = await app.inject({ method: 'POST', url: '/contact-leads', payload: validContactLead, headers: { origin: SITE_ORIGIN } });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.headers.etag).toBeUndefined();
    const refused = await app.inject({ method: 'POST', url: '/contact-leads', payload: {}, headers: { origin: SITE_ORIGIN } });
    expect(refused.headers['cache-control']).toBe('no-store');
    const exported = await get('/leads/export?type=contact&format=json', { authorization: 'Bearer export-token' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['cache-control']).toBe('no-store');
    const unauthorized = await get('/leads/export?type=contact&format=json');
    expect(unauthorized.headers['cache-control']).toBe('no-store');
  });
});

describe('a content file changed, and the server started again', () => {
  it('answers the new data under a new ETag', async () => {
    const before = await get('/homepage/banners');
    const file = path.join(contentDir, 'home-banners.json');
    const banners = JSON.parse(await readFile(file, 'utf8')) as Array<{ title: string }>;
    banners[0].title = '<h1>Changed banner</h1>';
    await writeFile(file, JSON.stringify(banners));
    await app.close();
    app = await env.start();
    const after = await get('/homepage/banners');
    expect(after.json().data[0].title).toBe('<h1>Changed banner</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/homepage/banners', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
  });
});
