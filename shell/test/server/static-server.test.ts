import zlib from 'node:zlib';
import { createStaticHandler } from '../../server/static-server.cjs';
import { bigScript, listen, makeDist, request } from './http-helpers';

const dist = makeDist({
  'index.html': '<!doctype html><html><head><title>Remote</title></head><body><div id="root"></div></body></html>',
  'remoteEntry.js': bigScript('remoteEntry'),
  'mf-manifest.json': JSON.stringify({ id: 'mfe_news', metaData: { publicPath: 'auto' } }),
  'main.js': bigScript('main'),
  '__federation_expose_routes.3fa9c0d1e2.js': bigScript('routes chunk'),
  '148.388484cdfb.css': `.a{color:red}${' '.repeat(2000)}`,
  'assets/banner.9a8b7c6d5e.png': 'png bytes',
});

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(createStaticHandler({ root: dist, spa: true, cors: true }));
});
afterAll(() => server.close());

describe('caching headers', () => {
  it.each(['/remoteEntry.js', '/mf-manifest.json', '/main.js', '/', '/index.html'])(
    'revalidates %s on every load (no-cache), so a redeploy is seen at once',
    async (urlPath) => {
      const reply = await request(server.port, urlPath);
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.etag).toBeTruthy();
    },
  );

  it.each(['/__federation_expose_routes.3fa9c0d1e2.js', '/148.388484cdfb.css', '/assets/banner.9a8b7c6d5e.png'])(
    'caches content-hashed %s for a year',
    async (urlPath) => {
      const reply = await request(server.port, urlPath);
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('answers 304 Not Modified when the ETag still matches', async () => {
    const first = await request(server.port, '/remoteEntry.js');
    const again = await request(server.port, '/remoteEntry.js', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('cross-origin loading', () => {
  it('lets any origin load a remote file', async () => {
    const reply = await request(server.port, '/remoteEntry.js', { Origin: 'http://localhost:3000' });
    expect(reply.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('compression', () => {
  it('sends brotli to clients that accept it', async () => {
    const reply = await request(server.port, '/main.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(reply.body).toString()).toBe(bigScript('main'));
  });

  it('sends gzip to clients without brotli', async () => {
    const reply = await request(server.port, '/main.js', { 'Accept-Encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(reply.body).toString()).toBe(bigScript('main'));
  });

  it('sends the file as it is to clients that accept neither, and never compresses images', async () => {
    const plain = await request(server.port, '/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript('main'));
    const image = await request(server.port, '/assets/banner.9a8b7c6d5e.png', { 'Accept-Encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });
});

describe('paths', () => {
  it('answers a route of the app with index.html (history fallback)', async () => {
    const reply = await request(server.port, '/news-centre/solar-park');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body.toString()).toContain('<div id="root">');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    const reply = await request(server.port, '/missing.4bd5280ed1.js');
    expect(reply.status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const reply = await request(server.port, '/..%2f..%2fetc%2fpasswd');
    expect(reply.status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const reply = await request(server.port, '/main.js', {}, 'POST');
    expect(reply.status).toBe(405);
  });
});
