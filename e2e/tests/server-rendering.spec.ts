import { PAGE_STATE_ELEMENT_ID } from '@group/shared/config';
import { expect, test } from '../support/fixtures';
import { firstInnerNewsItem } from '../support/demo-content';
import { origin, ports } from '../support/ports.mjs';
import { routes } from '../support/site-routes';

/** An attribute of the first element of the raw HTML that matches `selector` (a tag and one attribute). */
const headValue = (html: string, tag: string, key: string, value: string, attribute: string): string | undefined => {
  const element = new RegExp(`<${tag}[^>]*\\b${key}="${value}"[^>]*>`).exec(html)?.[0];
  return element ? new RegExp(`\\b${attribute}="([^"]*)"`).exec(element)?.[1] : undefined;
};

/** The text of an HTML fragment, as a reader without JavaScript sees it. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';

test.describe('pages as crawlers read them: the raw HTML, no JavaScript run', () => {
  for (const route of routes) {
    test(`${route.path} carries its head and its content`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title).toMatch(/\S/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(headValue(html, 'meta', 'name', 'description', 'content')).toMatch(/\S/);
      expect(headValue(html, 'link', 'rel', 'canonical', 'href')).toBe(`${origin(ports.shell)}${route.canonical}`);
      expect(headValue(html, 'meta', 'property', 'og:title', 'content')).toMatch(/\S/);
      expect(headValue(html, 'meta', 'property', 'og:url', 'content')).toBe(`${origin(ports.shell)}${route.canonical}`);
      expect(headValue(html, 'meta', 'name', 'robots', 'content')).toBe('index, follow');
      // The page itself, not a loader: a heading and text inside main, between header and footer.
      const main = mainOf(html);
      expect(main).toMatch(/<h[12][\s>]/);
      expect(textOf(main)).not.toMatch(/Loading/);
      expect(textOf(main).trim().length).toBeGreaterThan(40);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
    });
  }

  test('a page rendered whole is the same answer for every visitor, which a shared cache may keep', async ({ request }) => {
    const first = await request.get('/news-centre');
    const second = await request.get('/news-centre');
    expect(first.status()).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    expect(first.headers()['content-security-policy']).not.toContain("'nonce-");
    expect(first.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
  });

  test('a news item carries its own title, and an unknown one answers 404 with noindex', async ({ request }) => {
    const item = firstInnerNewsItem();
    const found = await (await request.get(`/news-centre/${item.slug}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(found)?.[1]).toBe(item.title.replace(/&/g, '&amp;'));
    expect(textOf(mainOf(found))).toContain(item.title);

    const missing = await request.get('/news-centre/no-such-news-item');
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(headValue(html, 'meta', 'name', 'robots', 'content')).toBe('noindex, follow');
    expect(textOf(mainOf(html))).toContain('News item not found');
  });

  test('an unknown venture and an unknown path answer 404 with noindex', async ({ request }) => {
    const venture = await request.get('/business-venture/no-such-venture');
    expect(venture.status()).toBe(404);
    expect(headValue(await venture.text(), 'meta', 'name', 'robots', 'content')).toBe('noindex, follow');

    const unknown = await request.get('/no-such-page');
    expect(unknown.status()).toBe(404);
    const html = await unknown.text();
    expect(textOf(mainOf(html))).toContain('Page not found');
    expect(headValue(html, 'meta', 'name', 'robots', 'content')).toMatch(/^noindex/);
  });
});

test.describe('every route without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path} is readable`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('Loading');
    });
  }

  test('links work: the footer leads from page to page', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'News Centre' }).click();
    await expect(page).toHaveURL(/\/news-centre$/);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Company' }).click();
    await expect(page).toHaveURL(/\/our-company$/);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const path of ['/', '/news-centre', '/our-company', '/business-venture/sports', '/contact-us', '/careers', '/gallery']) {
    test(`${path} hydrates without a console error and without asking the API again`, async ({ page }) => {
      const apiReads: string[] = [];
      const stylesheetReads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.port === String(ports.api) && !/^\/(images|uploads)\//.test(url.pathname)) apiReads.push(url.pathname);
        if (url.pathname.endsWith('.css')) stylesheetReads.push(url.href);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();
      expect(apiReads).toEqual([]);
      // The stylesheets the page links (the shell's and its remote's) are not downloaded again by its scripts.
      const linked = await page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(linked.length).toBeGreaterThanOrEqual(3);
      expect(stylesheetReads.filter((href) => linked.includes(href)).sort()).toEqual([...linked].sort());
    });
  }

  test('the page’s code starts as soon as the page has painted, and nothing is fetched ahead of the page’s images', async ({ page, request }) => {
    const html = await (await request.get('/news-centre')).text();
    const head = /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '';
    // A script or a remote's manifest named in the head would be fetched before the first banner.
    expect(head).not.toContain('rel="preload"');
    // The few lines at the end of the page that add the page's script.
    const start = /<script id="[^"]*">([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    const script = /"(\/main\.js\?[^"]+)"/.exec(start)?.[1];
    expect(script).toBeDefined();
    expect(html).not.toContain('DOMContentLoaded');
    // In the browser: asked for once the page's first paint is on screen, not between the HTML and it.
    await page.goto('/news-centre');
    await page.waitForLoadState('networkidle');
    const order = await page.evaluate((name) => {
      const asked = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name))?.startTime ?? -1;
      return { asked, firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY };
    }, script ?? '');
    expect(order.asked).toBeGreaterThanOrEqual(order.firstPaint);
  });

  test('a page the server could not render is rendered by the browser, which has nothing to paint before its script', async ({ page }) => {
    // The document the server answers when its render fails: the layout's place empty, no page
    // state. Everything the page asks for is fetched here and handed over, as the document is
    // (a handed-over document counts as public, and Chromium keeps it from loopback addresses).
    await page.route('**/*', async (route) => {
      // A request still under way when the test ends is dropped with the page.
      const response = await route.fetch().catch(() => undefined);
      if (!response) return undefined;
      if (route.request().resourceType() !== 'document') return route.fulfill({ response }).catch(() => undefined);
      const html = (await response.text())
        .replace(/<div id="root">[\s\S]*<\/div>(?=<script type="application\/json")/, '<div id="root"></div>')
        .replace(new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">[\\s\\S]*?</script>`), '');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(PAGE_STATE_ELEMENT_ID);
      return route.fulfill({ response, body: html });
    });
    await page.goto('/our-company');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Meridian Group' })).toBeVisible();
  });

  test('client navigation still loads in the browser', async ({ page }) => {
    await page.goto('/contact-us');
    await page.waitForLoadState('networkidle');
    const newsReads = page.waitForRequest((request) => new URL(request.url()).pathname === '/newscentre/initial');
    await page.getByRole('contentinfo').getByRole('link', { name: 'News Centre' }).click();
    await newsReads;
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  });
});
