import type { APIRequestContext } from '@playwright/test';
import { defaultRuntimeConfig } from '@group/shared/config';
import { expect, test } from '../support/fixtures';
import { demoContent, firstInnerNewsItem, visibleVentures } from '../support/demo-content';
import { origin, ports } from '../support/ports.mjs';

type Node = Record<string, unknown>;
type DemoGlobals = { email: string; phone_number: string; social_media_links: { platform: string; link: string }[] };
type DemoNewsItem = { slug: string; title: string; createdAt: string; image: { url: string }; inner_page_image?: { url: string }; category: { name: string } };

const site = origin(ports.shell);
const images = `${origin(ports.api)}/images`;
const globals = demoContent<DemoGlobals>('globals');
const newsItem = demoContent<DemoNewsItem[]>('news-items').find((item) => item.slug === firstInnerNewsItem().slug)!;
const venture = visibleVentures()[0];
const newsPath = `/news-centre/${newsItem.slug}`;
const venturePath = `/business-venture/${venture.slug}`;

/** Every JSON-LD block of the raw HTML, parsed as a crawler parses it. */
const structuredData = (html: string): Node[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json) as Node);

const ofType = (html: string, type: string) => structuredData(html).filter((node) => node['@type'] === type);

/** The page as the server sends it. */
async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== 'string' || !/^https?:\/\/[^/\s]/.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The footer's platforms in its order (SPEC §2): the profiles the page shows, and the ones stated. */
const FOOTER_PLATFORMS = ['linkedin', 'instagram', 'facebook', 'youtube'];
const shownProfiles = FOOTER_PLATFORMS.flatMap((platform) => {
  const link = globals.social_media_links.find((entry) => entry.platform.toLowerCase() === platform);
  return link ? [link.link] : [];
});

test.describe('structured data in the raw HTML, no JavaScript run', () => {
  for (const path of ['/', newsPath, venturePath]) {
    test(`${path} carries the group as an Organization`, async ({ request }) => {
      const organizations = ofType(await rawHtml(request, path), 'Organization');
      expect(organizations).toHaveLength(1);
      const [organization] = organizations;
      expect(organization['@context']).toBe('https://schema.org');
      expect(organization.name).toBe(defaultRuntimeConfig.siteName);
      expect(organization.url).toBe(`${site}/`);
      expect(organization.logo).toBe(`${site}/logo.svg`);
      expect(organization.sameAs).toEqual(shownProfiles);
      for (const profile of organization.sameAs as unknown[]) expect(isAbsoluteUrl(profile)).toBe(true);
      expect(organization.contactPoint).toEqual({
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: globals.email,
        telephone: globals.phone_number,
      });
      // No property is stated empty.
      expect(JSON.stringify(organization)).not.toMatch(/:""/);
    });
  }

  test('the logo it names is an image of the site', async ({ request }) => {
    const logo = await request.get(`${site}/logo.svg`);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await logo.text()).toContain('<title>Meridian Group</title>');
  });

  test('a news item carries a NewsArticle; an unknown one does not', async ({ request }) => {
    const articles = ofType(await rawHtml(request, newsPath), 'NewsArticle');
    expect(articles).toHaveLength(1);
    const [article] = articles;
    expect(article['@context']).toBe('https://schema.org');
    expect(article.headline).toBe(newsItem.title);
    expect(article.description).toEqual(expect.stringMatching(/\S/));
    expect(article.description).not.toMatch(/<[a-z/]/i);
    expect(article.image).toEqual(
      [newsItem.inner_page_image, newsItem.image].flatMap((media) => (media ? [`${images}/${media.url}`] : [])),
    );
    expect(article.datePublished).toMatch(ISO_8601);
    expect(article.datePublished).toBe(new Date(newsItem.createdAt).toISOString());
    expect(article.mainEntityOfPage).toBe(`${site}${newsPath}`);
    expect(article.publisher).toEqual({ '@type': 'Organization', name: defaultRuntimeConfig.siteName, url: `${site}/`, logo: `${site}/logo.svg` });
    expect(article.articleSection).toBe(newsItem.category.name);

    const missing = await request.get('/news-centre/no-such-news-item');
    expect(missing.status()).toBe(404);
    expect(ofType(await missing.text(), 'NewsArticle')).toEqual([]);
  });

  test('a venture page carries its trail as a BreadcrumbList', async ({ request }) => {
    const lists = ofType(await rawHtml(request, venturePath), 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    const [list] = lists;
    expect(list['@context']).toBe('https://schema.org');
    // "Business Ventures" has no page: left out, so that every item but the last has an address.
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: venture.title },
    ]);
  });

  test('a news item’s BreadcrumbList numbers its items 1..n, each but the last with an absolute address', async ({ request }) => {
    const [list] = ofType(await rawHtml(request, newsPath), 'BreadcrumbList');
    const items = list.itemListElement as Node[];
    expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
    expect(items.map((item) => item.name)).toEqual(['Home', 'News Centre', newsItem.title]);
    for (const item of items.slice(0, -1)) expect(isAbsoluteUrl(item.item)).toBe(true);
  });
});

test.describe('structured data in the browser', () => {
  // The fixtures fail a test on a console error or a page error; a warning is caught here.
  for (const path of [newsPath, venturePath]) {
    test(`${path} hydrates its structured data without a console warning`, async ({ page, request }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const sent = structuredData(await rawHtml(request, path));
      // The fixture's goto returns once React has taken the page over.
      await page.goto(path);
      const live = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>));
      expect(live).toEqual(sent);
      expect(warnings).toEqual([]);
    });
  }
});
