import { sectorSlugs } from '@group/shared/routes';
import { expect, test } from '../support/fixtures';
import { demoContent, visibleVentures } from '../support/demo-content';
import type { DemoVenture } from '../support/demo-content';
import { origin, ports, spareShellPorts } from '../support/ports.mjs';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

type NewsCategory = { _id: string; name: string };
type NewsItem = { slug: string; status: boolean; link_type: string; createdAt?: string; category: { _id: string; name: string } };

const site = origin(ports.shell);

const staticPaths = [
  '/',
  '/our-company',
  '/management-team',
  '/gallery',
  '/investments',
  '/contact-us',
  '/careers',
  '/csr-initiatives',
  '/news-centre',
  '/terms-and-conditions',
  '/privacy-policy',
];

const categoryIds = new Set(demoContent<NewsCategory[]>('news-categories').map((category) => category._id));
const newsItems = demoContent<NewsItem[]>('news-items').filter((item) => categoryIds.has(item.category._id));
/** The demo news items with a page of their own: published, and opened as a page. */
const innerNews = newsItems.filter((item) => item.status && item.link_type === 'inner-page-link');
const otherNews = newsItems.filter((item) => !innerNews.includes(item));
const inactiveVentures = demoContent<DemoVenture[]>('venture-categories').filter((venture) => !venture.status);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const xmlText = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity] ?? entity);

/** Each url of the sitemap: its loc and its lastmod, as text. */
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url>\s*<loc>([^<]*)<\/loc>\s*(?:<lastmod>([^<]*)<\/lastmod>\s*)?<\/url>/g)].map(([, loc, lastmod]) => ({
    loc: xmlText(loc),
    lastmod: lastmod && xmlText(lastmod),
  }));

const canonicalOf = (html: string) => /<link[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/.exec(html)?.[1];

test.describe('what the site tells crawlers', () => {
  test('robots.txt lets them read everything and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect((await request.get('/')).headers()['x-robots-tag']).toBeUndefined();
  });

  test('sitemap.xml lists the static pages, every active venture and every news item with a page of its own', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = urlsOf(xml);
    const locs = urls.map((url) => url.loc);

    const expected = [
      ...staticPaths,
      ...visibleVentures().map((venture) => `/business-venture/${venture.slug}`),
      ...innerNews.map((item) => `/news-centre/${encodeURIComponent(item.slug)}`),
    ].map((path) => `${site}${path}`);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(new Set(locs).size).toBe(locs.length);

    // Only canonical addresses: a sector path shows a venture page whose canonical is /business-venture/{slug}.
    for (const slug of sectorSlugs) expect(locs).not.toContain(`${site}/${slug}`);
    for (const venture of inactiveVentures) expect(locs).not.toContain(`${site}/business-venture/${venture.slug}`);
    for (const item of otherNews) expect(locs).not.toContain(`${site}/news-centre/${encodeURIComponent(item.slug)}`);

    // A news item is dated by its own date, in UTC to the second.
    for (const item of innerNews) {
      const url = urls.find(({ loc }) => loc === `${site}/news-centre/${encodeURIComponent(item.slug)}`);
      expect(url?.lastmod, item.slug).toBe(item.createdAt ? new Date(item.createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined);
    }
  });

  test('every address in the sitemap is a page of the site that names itself as canonical', async ({ request }) => {
    const locs = urlsOf(await (await request.get('/sitemap.xml')).text()).map((url) => url.loc);
    expect(locs.length).toBeGreaterThan(staticPaths.length);
    for (const loc of locs) {
      const response = await request.get(loc);
      expect(response.status(), loc).toBe(200);
      expect(canonicalOf(await response.text()), loc).toBe(loc);
    }
  });
});

test.describe('a deployment with SITE_INDEXING=off (staging)', () => {
  let shell: ShellProcess | undefined;

  test.beforeAll(async () => {
    shell = await startShell(spareShellPorts[1], { env: { SITE_INDEXING: 'off' } });
  });

  test.afterAll(async () => {
    await shell?.stop();
  });

  test('robots.txt lets no crawler read anything, and every page says noindex', async ({ request }) => {
    const robots = await request.get(`${shell!.url}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    for (const path of ['/', '/news-centre', `/news-centre/${innerNews[0]!.slug}`, '/no-such-page']) {
      const page = await request.get(`${shell!.url}${path}`);
      expect(page.headers()['x-robots-tag'], path).toBe('noindex');
    }
  });
});
