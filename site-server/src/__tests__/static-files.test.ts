import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../create-site-server';
import { bigScript, makeDist } from './support/dist-folder';
import { plainRequest } from './support/plain-http';

const main = bigScript('main');
const RELEASE_NAME = 'mfe-news@2.0.0+build.7';
const RELEASE = `releases/${RELEASE_NAME}`;
/** The release's folder as a reader of releases spells it (releaseManifestUrl): `%40`, `%2B`. */
const RELEASE_ENCODED = `releases/${encodeURIComponent(RELEASE_NAME)}`;
const releaseManifest = JSON.stringify({ id: 'mfe_news', metaData: { release: RELEASE_NAME } });
const releaseChunk = bigScript('release chunk');
const dist = makeDist({
  'index.html': '<!doctype html><html><head><title>Remote</title></head><body><div id="root"></div></body></html>',
  'remoteEntry.js': bigScript('remoteEntry'),
  'mf-manifest.json': JSON.stringify({ id: 'mfe_news', metaData: { publicPath: 'auto' } }),
  'main.js': main,
  // The build's own compressed copies (precompress.cjs) of main.js.
  'main.js.br': zlib.brotliCompressSync(main),
  'main.js.gz': zlib.gzipSync(main),
  '__federation_expose_routes.3fa9c0d1e2.js': bigScript('routes chunk'),
  '__federation_expose_routes.3fa9c0d1e2.js.br': zlib.brotliCompressSync(bigScript('routes chunk')),
  '148.388484cdfb.css': `.a{color:red}${' '.repeat(2000)}`,
  'assets/banner.9a8b7c6d5e.png': 'png bytes',
  // A release's folder as `pnpm deploy:remote` writes it: its name as the build's package@version.
  [`${RELEASE}/mf-manifest.json`]: releaseManifest,
  [`${RELEASE}/__federation_expose_routes.5be6c7d8e9.js`]: releaseChunk,
  [`${RELEASE}/__federation_expose_routes.5be6c7d8e9.js.br`]: zlib.brotliCompressSync(releaseChunk),
  [`${RELEASE}/__federation_expose_routes.5be6c7d8e9.js.gz`]: zlib.gzipSync(releaseChunk),
  '.env': 'TOKEN=never-served',
});
/** A file beside the build, which no path may reach. */
const outside = path.join(dist, '..', `${path.basename(dist)}-outside.txt`);
fs.writeFileSync(outside, 'outside the build');
afterAll(() => fs.rmSync(outside));

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await createSiteServer({ mode: 'static', root: dist });
  await app.listen({ host: '127.0.0.1', port: 0 });
  ({ port } = app.server.address() as AddressInfo);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** A request whose path reaches the server as written: `inject` resolves `..` and `%2e%2e` first, as a browser does. */
const sent = (url: string) => plainRequest(port, url);

describe('caching headers', () => {
  it.each(['/remoteEntry.js', '/mf-manifest.json', '/main.js', '/', '/index.html'])(
    'revalidates %s on every load (no-cache), so a redeploy is seen at once',
    async (url) => {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.etag).toBeTruthy();
    },
  );

  it.each(['/__federation_expose_routes.3fa9c0d1e2.js', '/148.388484cdfb.css', '/assets/banner.9a8b7c6d5e.png'])(
    'caches content-hashed %s for a year',
    async (url) => {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('caches the compressed copy of a content-hashed file for a year too', async () => {
    const reply = await get('/__federation_expose_routes.3fa9c0d1e2.js', { 'accept-encoding': 'br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 Not Modified when the ETag still matches', async () => {
    const first = await get('/remoteEntry.js');
    const again = await get('/remoteEntry.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('cross-origin loading', () => {
  it('lets any origin load a remote file', async () => {
    const reply = await get('/remoteEntry.js', { origin: 'http://localhost:3000' });
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  it('sends the build’s brotli copy to clients that accept it', async () => {
    const reply = await get('/main.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toBe(main);
  });

  it('says the uncompressed copy varies by Accept-Encoding too, for a shared cache', async () => {
    for (const file of ['/main.js', '/remoteEntry.js']) {
      const reply = await get(file, {});
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toBe('accept-encoding');
    }
  });

  it('sends gzip to clients without brotli', async () => {
    const reply = await get('/main.js', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(reply.rawPayload).toString()).toBe(main);
  });

  it('compresses a text file the build left without a compressed copy', async () => {
    const reply = await get('/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toBe(bigScript('remoteEntry'));
  });

  // main.js has the build's copies; remoteEntry.js is compressed as it is sent. @fastify/static
  // and @fastify/compress read `*` as gzip, which every client that sends it can decode.
  it.each([
    ['br;q=0, gzip', '/main.js', 'gzip'],
    ['br;q=0, gzip', '/remoteEntry.js', 'gzip'],
    ['*', '/main.js', 'gzip'],
    ['*', '/remoteEntry.js', 'gzip'],
    ['br;q=0, *', '/main.js', 'gzip'],
    ['br;q=0, *', '/remoteEntry.js', 'gzip'],
  ])('answers Accept-Encoding: %s for %s with %s', async (acceptEncoding, url, expected) => {
    const reply = await get(url, { 'accept-encoding': acceptEncoding });
    expect(reply.headers['content-encoding']).toBe(expected);
    const decode = expected === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
    expect(decode(reply.rawPayload).toString()).toBe(url === '/main.js' ? main : bigScript('remoteEntry'));
  });

  it('sends the file as it is to clients that accept neither, and never compresses images', async () => {
    const plain = await get('/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(main);
    const image = await get('/assets/banner.9a8b7c6d5e.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });
});

describe('paths', () => {
  it('answers a route of the app with index.html (history fallback)', async () => {
    const reply = await get('/news-centre/solar-park');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(reply.body).toContain('<div id="root">');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    const reply = await get('/missing.4bd5280ed1.js');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/..%2f..%2fetc%2fpasswd', '/../../etc/passwd.txt', '/%2e%2e/%2e%2e/etc/hosts'])('never serves a file outside its folder: %s', async (url) => {
    const reply = await sent(url);
    // A 4xx, or the app's page for what reads as a route: never the file.
    expect(reply.body).not.toMatch(/root:x|127\.0\.0\.1/);
    if (reply.status === 200) expect(reply.body).toContain('<div id="root">');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const reply = await app.inject({ method: 'POST', url: '/main.js' });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const reply = await app.inject({ method: 'HEAD', url: '/remoteEntry.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.rawPayload.length).toBe(0);
  });
});

describe('a path that spells a character with an escape', () => {
  // `@` and `+` as a client may send them: encoded (encodeURIComponent, some HTTP clients) or not (new URL()).
  const RAW = `/${RELEASE}/__federation_expose_routes.5be6c7d8e9.js`;
  const ENCODED = `/${RELEASE_ENCODED}/__federation_expose_routes.5be6c7d8e9.js`;
  const MIXED = RAW.replace('@', '%40').replace('releases', '%72eleases');

  it.each([ENCODED, MIXED, `/${RELEASE_ENCODED}/mf-manifest.json`])('serves %s as the file its decoded name names', async (url) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(url.endsWith('mf-manifest.json') ? releaseManifest : releaseChunk);
  });

  it('answers either spelling with the same headers: type, ETag, cache policy, Vary', async () => {
    const [raw, encoded] = await Promise.all([get(RAW), get(ENCODED)]);
    expect(raw.statusCode).toBe(200);
    for (const header of ['content-type', 'etag', 'cache-control', 'vary', 'content-length']) expect(encoded.headers[header]).toBe(raw.headers[header]);
    expect(encoded.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('sends the build’s %s copy under the encoded spelling too', async (encoding, decode) => {
    const [raw, encoded] = await Promise.all([get(RAW, { 'accept-encoding': encoding }), get(ENCODED, { 'accept-encoding': encoding })]);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['content-encoding']).toBe(encoding);
    expect(decode(encoded.rawPayload).toString()).toBe(releaseChunk);
    expect(encoded.rawPayload.equals(raw.rawPayload)).toBe(true);
    expect(encoded.headers.etag).toBe(raw.headers.etag);
    expect(encoded.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to the ETag the other spelling was given', async () => {
    const manifest = `/${RELEASE}/mf-manifest.json`;
    const first = await get(manifest);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(`/${RELEASE_ENCODED}/mf-manifest.json`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  // What the file route refused before it refuses still, however it is spelled: never the file,
  // never a 500.
  const name = path.basename(outside);
  it.each([
    `/%2e%2e/${name}`,
    `/%2E%2E%2F${name}`,
    `/..%2f${name}`,
    `/releases/..%2f..%2f${name}`,
    `/releases/%2e%2e/%2e%2e/${name}`,
    `/releases%2f%2e%2e%2f%2e%2e%2f${name}`,
    `/${RELEASE_ENCODED}/%2e%2e/%2e%2e/%2e%2e/${name}`,
  ])('never serves a file beside the build: %s', async (url) => {
    const reply = await sent(url);
    expect([400, 403, 404]).toContain(reply.status);
    expect(reply.body).not.toContain('outside the build');
  });

  it('refuses a dot segment even where it leads to a file of the build', async () => {
    const reply = await sent(`/${RELEASE_ENCODED}/%2e%2e/%2E%2E/main.js`);
    expect(reply.status).toBe(403);
    expect(reply.body).not.toContain('a line of a bundle');
  });

  it('takes an encoded slash as part of a name, never as a folder of the build', async () => {
    const reply = await sent(`/${RELEASE_ENCODED.replace('/', '%2F')}%2Fmf-manifest.json`);
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain('mfe_news');
  });

  it.each(['/.env', '/%2eenv', '/%2Eenv', `/${RELEASE_ENCODED}/..%2f..%2f..%2f.env`])('never serves a dotfile: %s', async (url) => {
    const reply = await sent(url);
    expect([403, 404]).toContain(reply.status);
    expect(reply.body).not.toContain('never-served');
  });

  it.each(['/main.js%00', '/main.js%00.png', `/${RELEASE_ENCODED}/mf-manifest.json%00`])('refuses a NUL: %s', async (url) => {
    const reply = await sent(url);
    expect([400, 403, 404]).toContain(reply.status);
  });

  it.each(['/main%zz.js', '/main.js%', '/main%4.js', '/releases/mfe-news%E0%A4%A.js', '/releases/mfe-news%C0%80.js', `/${RELEASE.replace('@', '%4@')}/mf-manifest.json`])(
    'answers a malformed escape 400 or 404, never 500: %s',
    async (url) => {
      const reply = await sent(url);
      expect([400, 404]).toContain(reply.status);
    },
  );

  it('decodes a path once: `%2540` spells `%40`, which names no file', async () => {
    expect((await sent(`/${RELEASE.replace('@', '%2540')}/mf-manifest.json`)).status).toBe(404);
  });
});

describe('start', () => {
  it('refuses to start without a build', async () => {
    await expect(createSiteServer({ mode: 'static', root: '/nonexistent/dist' })).rejects.toThrow(/run the build first/);
  });
});
