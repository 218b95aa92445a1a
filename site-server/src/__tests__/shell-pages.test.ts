import zlib from 'node:zlib';
import { readSiteConfig } from '@group/shared/config';
import { createSiteServer } from '../create-site-server';
import { bigScript, makeDist } from './support/dist-folder';
import { fakeRenderer } from './support/fake-renderer';
import type { FakePage } from './support/fake-renderer';

const dist = makeDist({ 'main.js': bigScript('shell') });

async function serve(url: string, { page, headers = {} }: { page?: () => FakePage; headers?: Record<string, string> } = {}) {
  const renderer = fakeRenderer(page ? { page } : {});
  const app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({}), renderer });
  try {
    return { reply: await app.inject({ method: 'GET', url, headers }), requests: renderer.requests };
  } finally {
    await app.close();
  }
}

describe('the pages', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/news-centre?category=2', '/news-centre?category=2'],
    ['/news-centre/solar-park', '/news-centre/solar-park'],
    ['/no-such-page', '/no-such-page'],
  ])('answers %s with the renderer’s page for %s', async (url, rendered) => {
    const { reply, requests } = await serve(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body).toContain(`<main>${rendered}</main>`);
    expect(requests).toEqual([{ url: rendered, requestId: reply.headers['x-request-id'], log: expect.anything() }]);
  });

  it('answers with the renderer’s status: a page not found says 404', async () => {
    const { reply } = await serve('/news-centre/gone', { page: () => ({ status: 404, html: '<!doctype html><h1>News item not found</h1>' }) });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toBe('<!doctype html><h1>News item not found</h1>');
  });

  it('answers 404 for a missing file, and serves the shell’s own files without a page policy', async () => {
    expect((await serve('/missing.4bd5280ed1.js')).reply.statusCode).toBe(404);
    const { reply, requests } = await serve('/main.js');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-security-policy']).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('are compressed for clients that accept it', async () => {
    const html = `<!doctype html><html><body>${'<p>A paragraph of the page.</p>'.repeat(100)}</body></html>`;
    const { reply } = await serve('/news-centre', { page: () => ({ html }), headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toBe(html);
  });

  // A shared cache keeps each copy with its Vary: the plain one must say it is one of several too.
  it.each([[{}], [{ 'accept-encoding': 'identity' }], [{ 'accept-encoding': 'br;q=0, gzip;q=0' }]])(
    'say they vary by Accept-Encoding when sent uncompressed (request headers %j)',
    async (headers) => {
      const html = `<!doctype html><html><body>${'<p>A paragraph of the page.</p>'.repeat(100)}</body></html>`;
      const { reply } = await serve('/news-centre', { page: () => ({ html }), headers });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toBe('accept-encoding');
      expect(reply.body).toBe(html);
    },
  );
});

describe('a shell build without its page renderer', () => {
  it('cannot be served, and says so', async () => {
    await expect(createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({}) })).rejects.toThrow(
      /Nothing to render pages with: .*server\/server\.js is missing \(run the build first\)/,
    );
  });
});
