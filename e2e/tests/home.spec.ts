import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { demoContent } from '../support/demo-content';
import { ports } from '../support/ports.mjs';

type DemoVentureBanner = { category: { title: string; slug: string; status: boolean; order: number }; featured_line: string };
type DemoNewsCategory = { _id: string; name: string };
type DemoHomeBanner = { alt_tag: string; cta_text?: string; cta?: string };
type DemoStat = { number: number | string; alt_tag: string };
type DemoMeta = Record<string, { meta_title: string; meta_description: string }>;

/** What the accordion must show: ventures whose category status is true, in category order. */
const ventures = demoContent<DemoVentureBanner[]>('venture-banners')
  .filter((venture) => venture.category.status)
  .sort((a, b) => a.category.order - b.category.order);
const newsCategories = demoContent<DemoNewsCategory[]>('news-categories');
const banners = demoContent<DemoHomeBanner[]>('home-banners');
const stats = demoContent<DemoStat[]>('home-stats');
const homeMeta = demoContent<DemoMeta>('page-meta').home;

const disclaimer = (page: Page) => page.getByRole('dialog', { name: 'Beware of forged Letters of Intent' });
const loader = (page: Page) => page.getByRole('status', { name: 'Loading page' });
const homePage = (page: Page) => page.getByTestId('home-page');
const accordion = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Business Ventures' }).getByRole('list');
const newsSection = (page: Page) => page.getByRole('main').getByRole('region', { name: 'NEWS CENTRE' });

/** Opens `/`, checks the disclaimer is up over a blurred page, closes it and waits for the loader to go. */
async function openHome(page: Page, closeWith: 'Escape' | 'Close' = 'Close') {
  await page.goto('/');
  await expect(disclaimer(page)).toBeVisible();
  if (closeWith === 'Escape') {
    // Escape reaches the dialog once it has focus, which the page's script gives it (the
    // browser closes a dialog opened in the markup on its Close button alone).
    await expect(disclaimer(page)).toBeFocused();
    await page.keyboard.press('Escape');
  } else await disclaimer(page).getByRole('button', { name: 'Close' }).click();
  await expect(disclaimer(page)).toHaveCount(0);
  await expect(loader(page)).toHaveCount(0);
}

const currentSrc = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.currentSrc);
const isLoaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test.describe('Home at 1280 px', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(DESKTOP));

  test('opens with the disclaimer as a modal dialog over a blurred page', async ({ page }) => {
    await page.goto('/');
    const dialog = disclaimer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('forged Letters of Intent are circulating in the name of Meridian Group');
    await expect(dialog).toContainText('unauthorized');
    await expect(dialog).toContainText('verify it only through our official channels');
    await expect(dialog).toBeFocused();
    await expect(homePage(page)).toHaveCSS('filter', /blur/);

    // Focus stays inside: Tab cycles between the dialog's link and its Close button.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Contact Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Contact Us' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(homePage(page)).toHaveCSS('filter', 'none');
  });

  test('keeps the carousels still under the disclaimer, and starts them once it is closed', async ({ page }) => {
    const swiperRequests: string[] = [];
    page.on('request', (request) => {
      if (/carousel-swiper/.test(request.url())) swiperRequests.push(request.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect(disclaimer(page)).toBeVisible();
    // Past the moment an uncovered carousel fetches Swiper: loaded, then idle (or 2 s), and then some.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 2500), { timeout: 2000 })));
    expect(swiperRequests).toEqual([]);
    const slider = page.getByRole('region', { name: 'Highlights' });
    await expect(slider.locator('[data-carousel-static]')).toBeAttached();

    await disclaimer(page).getByRole('button', { name: 'Close' }).click();
    await expect(slider.locator('.swiper-initialized')).toBeAttached();
    expect(swiperRequests).toHaveLength(1);
    // The first banner is the one the visitor sees first, and the slider then moves on (SPEC: 6 s).
    await expect(slider.locator('.swiper-slide-active')).toHaveAttribute('aria-label', `1 of ${banners.length}`);
    await expect(slider.locator('.swiper-slide-active')).toHaveAttribute('aria-label', `2 of ${banners.length}`, { timeout: 10_000 });
  });

  test('shows the banner slider with the first banner’s desktop image, arrows and call to action', async ({ page }) => {
    await openHome(page, 'Escape');
    const slider = page.getByRole('region', { name: 'Highlights' });
    const first = slider.getByRole('group', { name: `1 of ${banners.length}` });
    const image = first.getByRole('img', { name: banners[0].alt_tag });
    await expect(image).toBeVisible();
    expect(await currentSrc(image)).toMatch(/banners\/home-1-desktop\.jpg\?w=\d+&fm=avif$/);
    expect(await isLoaded(image)).toBe(true);
    await expect(first.getByRole('link', { name: banners[0].cta_text! })).toHaveAttribute('href', banners[0].cta!);
    await expect(slider.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  });

  test('shows section 01, the static counters and the scrolling counters', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/our-company');

    const glance = page.getByRole('list', { name: 'At a glance' });
    await expect(glance.getByRole('listitem')).toHaveText([
      '06+Sectors Present',
      '1M+Impacting Lives',
      '25+Solar Projects Delivered',
      '06+Cricket Clubs Owned',
    ]);
    await glance.scrollIntoViewIfNeeded();
    await expect(glance).toBeVisible();

    const strip = page.getByRole('region', { name: 'Our numbers' });
    await expect(strip.getByText(`${stats[0].number}+`, { exact: true }).first()).toBeAttached();
    await expect(strip.getByRole('img', { name: stats[0].alt_tag }).first()).toBeAttached();
    await strip.getByRole('button', { name: 'Pause Our numbers' }).click();
    await expect(strip.getByRole('button', { name: 'Play Our numbers' })).toBeVisible();
  });

  test('lists the business ventures as an accordion that expands on hover and on keyboard focus', async ({ page }) => {
    await openHome(page);
    const list = accordion(page);
    const links = list.getByRole('link');
    await expect(links).toHaveCount(ventures.length);
    // One row of cards.
    const [first, second] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    expect(Math.round(second.y)).toBe(Math.round(first.y));
    for (const [index, venture] of ventures.entries()) {
      // Named by the text it shows, in its order (WCAG 2.5.3).
      await expect(links.nth(index)).toHaveAccessibleName(`${venture.category.title} ${venture.featured_line} Explore`);
      await expect(links.nth(index)).toHaveAttribute('href', `/business-venture/${venture.category.slug}`);
    }
    await expect(links.first()).toHaveAttribute('data-expanded', 'true');

    const third = links.nth(2);
    await third.scrollIntoViewIfNeeded();
    const collapsedWidth = (await third.boundingBox())!.width;
    await third.hover();
    await expect(third).toHaveAttribute('data-expanded', 'true');
    await expect(links.first()).toHaveAttribute('data-expanded', 'false');
    await expect.poll(async () => (await third.boundingBox())!.width).toBeGreaterThan(collapsedWidth * 2);
    await expect(third.getByText(ventures[2].featured_line)).toBeVisible();

    await page.mouse.move(0, 0);
    await links.nth(1).focus();
    await expect(links.nth(1)).toHaveAttribute('data-expanded', 'true');
    await expect(third).toHaveAttribute('data-expanded', 'false');

    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/business-venture/${ventures[1].category.slug}$`));
  });

  test('shows NEWS CENTRE with a card per category and "View All" beside the heading', async ({ page }) => {
    await openHome(page);
    const section = newsSection(page);
    const cards = section.getByRole('list').getByRole('link');
    await expect(cards).toHaveCount(newsCategories.length);
    for (const [index, category] of newsCategories.entries()) {
      await expect(cards.nth(index)).toContainText(category.name);
      await expect(cards.nth(index)).toHaveAttribute('href', `/news-centre#${category._id}`);
    }
    const heading = section.getByRole('heading', { name: 'NEWS CENTRE' });
    const viewAll = section.getByRole('link', { name: 'View All' });
    await viewAll.scrollIntoViewIfNeeded();
    const headingBox = (await heading.boundingBox())!;
    const viewAllBox = (await viewAll.boundingBox())!;
    const firstCardBox = (await cards.first().boundingBox())!;
    expect(viewAllBox.x).toBeGreaterThan(headingBox.x + headingBox.width);
    expect(viewAllBox.y + viewAllBox.height).toBeLessThan(firstCardBox.y);

    await cards.nth(1).click();
    await expect(page).toHaveURL(/\/news-centre/);
  });

  test('a news category card, markup the page keeps out of hydration, opens its category in place once the page answers', async ({ page }) => {
    const [, second] = newsCategories;
    await openHome(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The visitor pauses the counters and sees them paused: the page's script has taken it over.
    const strip = page.getByRole('region', { name: 'Our numbers' });
    await strip.getByRole('button', { name: 'Pause Our numbers' }).click();
    await expect(strip.getByRole('button', { name: 'Play Our numbers' })).toBeVisible();
    await newsSection(page).getByRole('list').getByRole('link', { name: second.name }).click();
    await expect(page.getByRole('tab', { name: second.name })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`/news-centre?category=${second._id}`);
    // Still this document: the router changed the page, no new document was loaded.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('takes its head from /page-meta/home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(homeMeta.meta_title);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', homeMeta.meta_description);
  });
});

test.describe('Home at 375 px', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(MOBILE));

  test('the disclaimer closes with its Close button', async ({ page }) => {
    await page.goto('/');
    await expect(disclaimer(page)).toBeVisible();
    await expect(homePage(page)).toHaveCSS('filter', /blur/);
    await disclaimer(page).getByRole('button', { name: 'Close' }).click();
    await expect(disclaimer(page)).toHaveCount(0);
    await expect(homePage(page)).toHaveCSS('filter', 'none');
  });

  test('uses the mobile banner image', async ({ page }) => {
    await openHome(page);
    const image = page
      .getByRole('region', { name: 'Highlights' })
      .getByRole('group', { name: `1 of ${banners.length}` })
      .getByRole('img', { name: banners[0].alt_tag });
    await expect(image).toBeVisible();
    expect(await currentSrc(image)).toMatch(/banners\/home-1-mobile\.jpg\?w=\d+&fm=avif$/);
  });

  test('stacks the business ventures, each shown in full with its mobile image', async ({ page }) => {
    await openHome(page);
    const list = accordion(page);
    const links = list.getByRole('link');
    await expect(links).toHaveCount(ventures.length);
    const first = (await links.nth(0).boundingBox())!;
    const second = (await links.nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(Math.round(second.width)).toBe(Math.round(first.width));
    await links.nth(1).scrollIntoViewIfNeeded();
    await expect(links.nth(1).getByText(ventures[1].featured_line)).toBeVisible();
    expect(await currentSrc(links.nth(1).getByRole('img'))).toMatch(/-accordion-mobile\.jpg\?w=\d+&fm=avif$/);
  });

  test('puts "View All" below the news category cards', async ({ page }) => {
    await openHome(page);
    const section = newsSection(page);
    const cards = section.getByRole('list').getByRole('link');
    await expect(cards).toHaveCount(newsCategories.length);
    const viewAll = section.getByRole('link', { name: 'View All' });
    await viewAll.scrollIntoViewIfNeeded();
    await expect(viewAll).toBeVisible();
    const lastCard = (await cards.last().boundingBox())!;
    expect((await viewAll.boundingBox())!.y).toBeGreaterThan(lastCard.y + lastCard.height);
    await expect(viewAll).toHaveAttribute('href', '/news-centre');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a disclaimer the browser has read only in part is not shown, so it never moves as the rest arrives', async ({ page }) => {
      // The home page reaches the browser in two parts, as on a slow link: up to the dialog's Close
      // button first, the rest once the test has looked. Everything else passes through untouched.
      const release = new Set<() => void>();
      const proxy = http.createServer((request, response) => {
        const home = request.url === '/';
        const headers = home ? { ...request.headers, 'accept-encoding': 'identity' } : request.headers;
        const upstream = http.request({ host: 'localhost', port: ports.shell, path: request.url, method: request.method, headers }, (answer) => {
          if (!home) {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            const cut = html.indexOf('<form method="dialog"');
            const { 'content-length': _length, ...rest } = answer.headers;
            response.writeHead(answer.statusCode ?? 502, rest);
            response.write(cut > 0 ? html.slice(0, cut) : html);
            release.add(() => response.end(cut > 0 ? html.slice(cut) : ''));
          });
        });
        request.pipe(upstream);
      });
      await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve));
      try {
        const { port } = proxy.address() as AddressInfo;
        await page.goto(`http://localhost:${port}/`, { waitUntil: 'commit' });
        await expect(page.locator('dialog').getByText('Beware of forged Letters of Intent')).toBeAttached();
        await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
        await expect(page.locator('dialog')).toBeHidden();
        await expect(homePage(page)).toHaveCSS('filter', /blur/);

        release.forEach((send) => send());
        await expect(disclaimer(page)).toBeVisible();
        await expect(disclaimer(page).getByRole('button', { name: 'Close' })).toBeVisible();
      } finally {
        release.forEach((send) => send());
        // A connection still open (an answer held back after the test let the others go) would
        // keep the proxy from closing.
        await new Promise((resolve) => {
          proxy.close(resolve);
          proxy.closeAllConnections();
        });
      }
    });

    test('the server’s page is laid out for the phone: ventures stacked with their mobile images, "View All" below the news cards', async ({ page }) => {
      await page.goto('/');
      await disclaimer(page).getByRole('button', { name: 'Close' }).click();
      await expect(disclaimer(page)).toBeHidden();

      const links = accordion(page).getByRole('link');
      await expect(links).toHaveCount(ventures.length);
      const first = (await links.nth(0).boundingBox())!;
      const second = (await links.nth(1).boundingBox())!;
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      const image = links.nth(1).getByRole('img');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => isLoaded(image)).toBe(true);
      expect(await currentSrc(image)).toMatch(/-accordion-mobile\.jpg\?w=\d+&fm=avif$/);

      const section = newsSection(page);
      const viewAll = section.getByRole('link', { name: 'View All' });
      await expect(viewAll).toHaveCount(1);
      const lastCard = (await section.getByRole('list').getByRole('link').last().boundingBox())!;
      expect((await viewAll.boundingBox())!.y).toBeGreaterThan(lastCard.y + lastCard.height);
    });
  });

  test('shows the static counters two by two', async ({ page }) => {
    await openHome(page);
    const items = page.getByRole('list', { name: 'At a glance' }).getByRole('listitem');
    await items.first().scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(4);
    const boxes = await Promise.all([0, 1, 2].map(async (index) => (await items.nth(index).boundingBox())!));
    expect(Math.round(boxes[1].y)).toBe(Math.round(boxes[0].y));
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y);
  });
});
