/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { validateXML } from 'xmllint-wasm';
import { createSitemap } from '../sitemap/create-sitemap';
import { contentRoutes, news, SITE_URL, sitemapRuntime } from './sitemap-content';

/** The sitemaps.org protocol 0.9 schema, as published at http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd. */
const schema = { fileName: 'sitemap.xsd', contents: fs.readFileSync(path.join(__dirname, 'fixtures/sitemap-0.9.xsd'), 'utf8') };

const validate = (xml: string) => validateXML({ xml: { fileName: 'sitemap.xml', contents: xml }, schema });

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the sitemap against the sitemaps.org 0.9 schema', () => {
  it('is valid, with a slug that needs escaping and news dates among its pages', async () => {
    mockFetch({
      ...contentRoutes(),
      '/newscentre?category=cat-press&skip=3&limit=3': { status: 200, data: [news('q&a <live>'), news('ring-road', { createdAt: '2025-07-30' })] },
    });
    const xml = await createSitemap({ runtime: sitemapRuntime })();
    expect(xml).toContain('<lastmod>');
    const result = await validate(xml!);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  // The schema check itself: each of these must be refused, or a valid result above proves nothing.
  const url = (inner: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url>${inner}</url>\n</urlset>\n`;
  it.each([
    ['a date the W3C format does not allow', url(`<loc>${SITE_URL}/news-centre/a</loc><lastmod>January 14, 2026</lastmod>`), /is not a valid value of the union type .*tLastmod/],
    ['an & left unescaped', url(`<loc>${SITE_URL}/search?q=a&b</loc>`), /parser error : EntityRef/],
    ['a url without its loc', url('<lastmod>2026-01-14T10:30:00Z</lastmod>'), /lastmod': This element is not expected\. Expected is .*loc/],
    ['lastmod before loc', url(`<lastmod>2026-01-14T10:30:00Z</lastmod><loc>${SITE_URL}/</loc>`), /lastmod': This element is not expected/],
    ['no url at all', '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n', /urlset': Missing child element/],
    ['the wrong namespace', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>${SITE_URL}/</loc></url></urlset>\n`, /No matching global declaration/],
  ])('refuses a sitemap with %s', async (_case, xml, why) => {
    const result = await validate(xml);
    expect(result.valid).toBe(false);
    expect(result.errors.map((error) => error.message).join('\n')).toMatch(why);
  });
});
