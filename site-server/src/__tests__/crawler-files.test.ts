import zlib from 'node:zlib';
import { createSiteServer } from '../create-site-server';
import { readSiteConfig } from '@group/shared/config';
import type { PageRenderer } from '@group/shared/page-renderer';
import { captureLog, LEVEL } from './support/captured-log';
import { makeDist } from './support/dist-folder';
import { fakeRenderer } from './support/fake-renderer';

const dist = makeDist({ 'main.js': 'console.log("shell")' });
const SITE_URL = 'https://www.meridian.example';

const sitemapOf = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `  <url><loc>${url}</loc></url>\n`).join('')}</urlset>\n`;

/** A renderer that renders every page the same and answers the sitemap with `sitemap`. */
const rendererWith = (sitemap?: PageRenderer['sitemap']): PageRenderer => fakeRenderer({ sitemap });

async function answer(
  url: string,
  {
    renderer = rendererWith(async () => sitemapOf([`${SITE_URL}/`])),
    indexing,
    headers = {},
    log,
  }: { renderer?: PageRenderer; indexing?: boolean; headers?: Record<string, string>; log?: { write(line: string): void } } = {},
) {
  const app = await createSiteServer({
    mode: 'shell',
    root: dist,
    config: readSiteConfig({ SITE_URL }),
    renderer,
    indexing,
    logger: log ? { level: 'info', stream: log } : false,
  });
  try {
    return await app.inject({ method: 'GET', url, headers });
  } finally {
    await app.close();
  }
}

describe('the logo structured data names', () => {
  it('is a square SVG image of the site, revalidated like the pages', async () => {
    const reply = await answer('/logo.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="240"/);
    expect(reply.body).toContain('<title>Meridian Group</title>');
  });
});

describe('robots.txt', () => {
  it('lets every crawler read every page and names the sitemap', async () => {
    const reply = await answer('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });

  it('lets no crawler read anything when indexing is off', async () => {
    const reply = await answer('/robots.txt', { indexing: false });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('X-Robots-Tag', () => {
  it.each(['/', '/index.html', '/news-centre/a-story', '/no-such-page'])('says noindex on the page %s when indexing is off', async (url) => {
    const reply = await answer(url, { indexing: false });
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['x-robots-tag']).toBe('noindex');
  });

  it('says nothing by default', async () => {
    expect((await answer('/')).headers['x-robots-tag']).toBeUndefined();
    expect((await answer('/our-company')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('/sitemap.xml', () => {
  it('answers the sitemap the shell’s server render makes, as XML revalidated like the pages', async () => {
    const xml = sitemapOf([`${SITE_URL}/`, `${SITE_URL}/news-centre/a-story`]);
    const made = jest.fn(async () => xml);
    const reply = await answer('/sitemap.xml', { renderer: rendererWith(made) });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toBe(xml);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('is compressed for a client that takes it', async () => {
    const xml = sitemapOf(Array.from({ length: 100 }, (_, index) => `${SITE_URL}/news-centre/story-${index}`));
    const reply = await answer('/sitemap.xml', { renderer: rendererWith(async () => xml), headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(reply.rawPayload).toString()).toBe(xml);
  });

  it('answers 503 with Retry-After when content it lists could not be read', async () => {
    const log = captureLog();
    const reply = await answer('/sitemap.xml', { renderer: rendererWith(async () => undefined), log: log.stream });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('300');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    const warning = log.lines().find((line) => line.level === LEVEL.warn);
    expect(warning?.msg).toContain('/sitemap.xml answers 503');
    expect(warning?.reqId).toBe(reply.headers['x-request-id']);
  });

  it('answers 503 with Retry-After when making it failed', async () => {
    const log = captureLog();
    const reply = await answer('/sitemap.xml', {
      renderer: rendererWith(async () => {
        throw new Error('the renderer broke');
      }),
      log: log.stream,
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('300');
    const failure = log.lines().find((line) => line.level === LEVEL.error);
    expect(failure?.msg).toContain('/sitemap.xml answers 503');
    expect(failure?.err).toMatchObject({ message: 'the renderer broke' });
  });

  it('is not found from a remote’s server', async () => {
    const app = await createSiteServer({ mode: 'static', root: dist });
    try {
      expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
