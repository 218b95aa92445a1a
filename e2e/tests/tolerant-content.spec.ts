import { DESKTOP, expect, openInApp, test } from '../support/fixtures';
import { demoContent } from '../support/demo-content';
import { origin, ports } from '../support/ports.mjs';

type DemoNews = {
  slug: string;
  title: string;
  status: boolean;
  image: { url: string };
  inner_page_image?: { url?: string } | null;
  order?: number | string | null;
  category: { name: string };
};

type Json = Record<string, unknown>;

/** An order as the site reads it: a number or numeric text, anything else last. */
const orderOf = ({ order }: DemoNews): number =>
  typeof order === 'number' || (typeof order === 'string' && order.trim() !== '' && !Number.isNaN(Number(order))) ? Number(order) : Infinity;

/** What a content management system sends for unset media, alt texts and orders. */
const emptyFields = (item: Json): Json => ({ ...item, image: {}, inner_page_image: { url: '' }, alt_tag: null, order: String(item.order ?? '') });

/** The same answer with every news item's optional fields emptied: a list, a page, a record by category or one item. */
function emptyOptionalFields(data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => emptyFields(item as Json));
  const record = data as Json;
  if ('_id' in record) return emptyFields(record);
  if (Array.isArray(record.news)) return { ...record, news: (record.news as Json[]).map(emptyFields) };
  return Object.fromEntries(Object.entries(record).map(([name, entry]) => [name, emptyOptionalFields(entry)]));
}

test.describe('a backend that sends empty optional fields', () => {
  test('every press release shows, through LOAD MORE and on its page, with empty media, nulls and string orders', async ({ page }) => {
    await page.route(new RegExp(`^${origin(ports.api)}/newscentre(/initial|/[^/?]+|\\?.*)$`), async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: emptyOptionalFields(body.data) } });
    });
    // Published press releases as the site lists them: order ascending, a missing order last.
    const published = demoContent<DemoNews[]>('news-items')
      .filter((item) => item.status && item.category.name === 'Press Releases')
      .map((item, position) => ({ item, position }))
      .sort((a, b) => orderOf(a.item) - orderOf(b.item) || a.position - b.position)
      .map(({ item }) => item);
    await page.setViewportSize(DESKTOP);
    await page.goto('/news-centre');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(3);
    const loadMore = page.getByRole('button', { name: 'LOAD MORE', exact: true });
    while (await main.getByRole('article').count() < published.length) {
      const shown = await main.getByRole('article').count();
      await loadMore.click();
      await expect(main.getByRole('article')).toHaveCount(Math.min(shown + 3, published.length));
    }
    await expect(loadMore).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(published.map((item) => item.title));
    await expect(main.locator('img[src=""], img:not([src])')).toHaveCount(0);

    // A news item's page is a document the server renders: the browser renders it (with the
    // answers changed here) when it is reached inside the site.
    const itemPath = await main.getByRole('link', { name: published[0].title }).getAttribute('href');
    await openInApp(page, itemPath ?? '');
    await expect(main.getByRole('article').getByRole('heading', { level: 3, name: published[0].title })).toBeVisible();
    await expect(main.getByRole('article').getByRole('img')).toHaveCount(0);
    // A read still on its way through the handler finishes before the page closes.
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('a demo item with an empty inner-page image shows its card image on its page', async ({ page }) => {
    const item = demoContent<DemoNews[]>('news-items').find((news) => news.status && news.inner_page_image?.url === '')!;
    await page.setViewportSize(DESKTOP);
    await page.goto(`/news-centre/${item.slug}`);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
    await expect(article.getByRole('img')).toHaveAttribute('src', new RegExp(`${item.image.url}$`));
  });
});

test.describe('a content GET answered outside 200–299 with a JSON body', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|answered HTTP status 50[023]/ });

  for (const status of [500, 502, 503]) {
    test(`HTTP ${status} shows "Internal Server Error", not the body's message`, async ({ page }) => {
      await page.route(`${origin(ports.api)}/management-team/content`, (route) =>
        route.fulfill({ status, json: { status, message: 'Upstream says something else', data: null } }),
      );
      await openInApp(page, '/management-team');
      await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toBeVisible();
      await expect(page.getByText('Upstream says something else')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});
