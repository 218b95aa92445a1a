/** @jest-environment node */
import { httpReply, mockFetch, networkError, resetSiteStore, toastMessages } from '@group/shared/testing';
import { createSitemap } from '../sitemap/create-sitemap';
import { escapeXml, sitemapXml, w3cDateTime } from '../sitemap/sitemap-xml';
import { contentRoutes, news, SITE_URL, sitemapRuntime, staticLocs } from './sitemap-content';

const makeSitemap = createSitemap({ runtime: sitemapRuntime });

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/** Each url's loc and lastmod, as the sitemap writes them. */
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => ({ loc, lastmod }));

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the sitemap', () => {
  it('lists the static routes, the active ventures at their canonical path and every news item with a page of its own', async () => {
    mockFetch(contentRoutes());
    const xml = await makeSitemap();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(locsOf(xml!)).toEqual([
      ...staticLocs,
      // By order, as the header lists them; agriculture is switched off.
      `${SITE_URL}/business-venture/sports`,
      `${SITE_URL}/business-venture/hospitality`,
      // The first page's, then the further page's; the unpublished draft, the video, the external link and the plain mention have no page.
      `${SITE_URL}/news-centre/solar-park`,
      `${SITE_URL}/news-centre/new-hospital`,
      `${SITE_URL}/news-centre/cricket-academy`,
      `${SITE_URL}/news-centre/ring-road`,
    ]);
  });

  it('dates each news item by its date, in UTC to the second, and leaves undated pages without', async () => {
    mockFetch(contentRoutes());
    const urls = urlsOf((await makeSitemap())!);
    const lastmodOf = (path: string) => urls.find((url) => url.loc === `${SITE_URL}${path}`)?.lastmod;
    expect(lastmodOf('/news-centre/solar-park')).toBe('2026-01-14T10:30:00Z');
    expect(lastmodOf('/news-centre/new-hospital')).toBe('2025-12-02T03:30:00Z');
    expect(lastmodOf('/news-centre/cricket-academy')).toBeUndefined();
    expect(lastmodOf('/')).toBeUndefined();
    expect(lastmodOf('/business-venture/sports')).toBeUndefined();
  });

  it('writes a slug with & and < as the page’s own address, and nothing in it can break the XML', async () => {
    mockFetch({
      ...contentRoutes(),
      '/newscentre?category=cat-press&skip=3&limit=3': { status: 200, data: [news('q&a <live>'), news('ring-road')] },
    });
    const xml = (await makeSitemap())!;
    expect(locsOf(xml)).toContain(`${SITE_URL}/news-centre/q%26a%20%3Clive%3E`);
    // Outside the markup itself there is no < and every & starts an entity.
    expect(xml.replace(/<\/?(\?xml|urlset|url|loc|lastmod)\b[^>]*>/g, '')).not.toMatch(/<|&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('reads every further page of a category until its total is loaded, each from where the last one ended', async () => {
    const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => news(`story-${from + index}`));
    const fetchMock = mockFetch({
      ...contentRoutes(),
      '/newscentre/initial': { status: 200, data: { 'Press Releases': { news: page(1, 3), totalCount: 8 }, 'Media Mentions': { news: [], totalCount: 0 } } },
      '/newscentre?category=cat-press&skip=3&limit=3': { status: 200, data: { news: page(4, 3), totalCount: 8 } },
      '/newscentre?category=cat-press&skip=6&limit=3': { status: 200, data: page(7, 2) },
    });
    const xml = (await makeSitemap())!;
    expect(locsOf(xml).filter((loc) => loc.includes('/news-centre/story-'))).toEqual(
      Array.from({ length: 8 }, (_, index) => `${SITE_URL}/news-centre/story-${index + 1}`),
    );
    expect(fetchMock.callsTo('/newscentre').map((call) => call.path)).toEqual([
      '/newscentre?category=cat-press&skip=3&limit=3',
      '/newscentre?category=cat-press&skip=6&limit=3',
    ]);
  });

  it('stops at a page that comes back empty, whatever the total said, and lists an item met twice once', async () => {
    const fetchMock = mockFetch({
      ...contentRoutes(),
      '/newscentre?category=cat-press&skip=3&limit=3': { status: 200, data: { news: [news('solar-park')], totalCount: 9 } },
      '/newscentre?category=cat-press&skip=4&limit=3': { status: 200, data: [] },
    });
    const locs = locsOf((await makeSitemap())!);
    expect(locs.filter((loc) => loc === `${SITE_URL}/news-centre/solar-park`)).toHaveLength(1);
    expect(fetchMock.callsTo('/newscentre')).toHaveLength(2);
  });

  it.each([
    ['the venture list', '/business-ventures/category', 500],
    ['the news categories', '/newscentre/categories', networkError()],
    ['the first news pages', '/newscentre/initial', httpReply(200, { status: 500, message: 'Database unavailable' })],
    ['a further news page', '/newscentre?category=cat-press&skip=3&limit=3', 502],
  ])('is not made when %s cannot be read (the server answers 503), and no visitor sees its toast', async (_what, path, reply) => {
    mockFetch({ ...contentRoutes(), [path]: reply });
    await expect(makeSitemap()).resolves.toBeUndefined();
    expect(toastMessages()).toEqual([]);
  });

  it('is not made when its reads take longer than allowed', async () => {
    mockFetch({ ...contentRoutes(), '/newscentre/initial': () => new Promise<never>(() => undefined) });
    const log = { warn: jest.fn(), error: jest.fn() };
    await expect(createSitemap({ runtime: sitemapRuntime, timeoutMs: 50, log })()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith({ timeoutMs: 50 }, expect.stringContaining('took too long'));
  });
});

describe('the sitemap’s XML', () => {
  it('escapes the characters XML gives a meaning', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(sitemapXml([{ loc: 'https://www.meridian.example/search?q=a&b=<c>', lastmod: '2026-01-14' }])).toContain(
      '<url><loc>https://www.meridian.example/search?q=a&amp;b=&lt;c&gt;</loc><lastmod>2026-01-14</lastmod></url>',
    );
  });
});

describe('lastmod', () => {
  it.each([
    ['2026-01-14T10:30:00.000Z', '2026-01-14T10:30:00Z'],
    ['2025-12-02T09:00:00+05:30', '2025-12-02T03:30:00Z'],
    ['2025-07-30', '2025-07-30T00:00:00Z'],
  ])('writes %s as %s', (date, lastmod) => {
    expect(w3cDateTime(date)).toBe(lastmod);
  });

  it.each([[undefined], [''], ['not a date'], ['+010000-01-01T00:00:00Z']])('leaves out %p', (date) => {
    expect(w3cDateTime(date)).toBeUndefined();
  });
});
