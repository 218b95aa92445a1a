// SPEC §2's header and footer behaviours on every page that shows them, whether the page carries a
// script or not, and with JavaScript on or off: the header's scrolled style past 60 px, the
// scroll-to-top arrow, and the mobile menu (opens, locks the page's scroll, closes, and is closed
// on the next page). docs/decisions/0050-every-behaviour-with-or-without-script.md
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { firstInnerNewsItem } from '../support/demo-content';
import { menuPanel } from '../support/native-controls';

/** The pages the server sends without script. */
const pagesWithoutScript = ['/investments', '/csr-initiatives', '/privacy-policy', '/terms-and-conditions', `/news-centre/${firstInnerNewsItem().slug}`, '/business-venture/sports', '/healthcare'];
/** Pages whose script runs, where the same must hold (the home page's disclaimer keeps the page under it out of reach: its own tests). */
const pagesWithScript = ['/news-centre', '/our-company', '/gallery', '/contact-us'];

/** The header's bar ends 89 px down at the top of the page (88 px and its 1 px border), 69 px once scrolled. */
const headerBar = (page: Page) => page.getByRole('banner').locator('> div').first();
const bottomOf = (element: Locator) => element.evaluate((node) => Math.round(node.getBoundingClientRect().bottom));
/** How much of the bar's shadow shows: none at the top of the page, all of it once scrolled. */
const shadowOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node, '::after').opacity);
const scrollTop = (page: Page) => page.evaluate(() => Math.round(document.scrollingElement?.scrollTop ?? 0));

/**
 * Scrolls the page with the mouse wheel, as a visitor does, until it has moved by `pixels`: a
 * busy browser may drop a turn of the wheel that comes before it is ready for input, and the
 * visitor turns it again.
 */
async function wheel(page: Page, pixels: number): Promise<void> {
  const to = (await scrollTop(page)) + pixels;
  await page.mouse.move(DESKTOP.width / 2, 400);
  for (let turn = 0; turn < 5; turn += 1) {
    const at = await scrollTop(page);
    if (at === to) return;
    await page.mouse.wheel(0, to - at);
    await expect.poll(() => scrollTop(page), { timeout: 3_000 }).toBe(to).catch(() => undefined);
  }
  expect(await scrollTop(page)).toBe(to);
}

for (const javaScriptEnabled of [true, false]) {
  const pages = javaScriptEnabled ? [...pagesWithoutScript, ...pagesWithScript] : pagesWithoutScript;
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const path of pages) {
      test(`${path}: the header changes once scrolled past 60 px, and the arrow takes the visitor back to the top`, async ({ page }) => {
        await page.setViewportSize(DESKTOP);
        await page.goto(path);
        const bar = headerBar(page);
        await expect(bar).toBeVisible();
        expect(await bottomOf(bar)).toBe(89);
        expect(await shadowOf(bar)).toBe('0');

        await wheel(page, 60);
        expect(await bottomOf(bar)).toBe(89);
        await wheel(page, 40);
        await expect.poll(() => bottomOf(bar)).toBe(69);
        expect(await shadowOf(bar)).toBe('1');

        // Down to the footer, and its arrow back up.
        await page.keyboard.press('End');
        const arrow = page.getByRole('contentinfo').getByRole('link', { name: 'Scroll to top' });
        await expect(arrow).toBeInViewport();
        await expect(bar).toBeInViewport();
        expect(await bottomOf(bar)).toBe(69);
        await arrow.click();
        await expect.poll(() => scrollTop(page)).toBe(0);
        await expect.poll(() => bottomOf(bar)).toBe(89);
        expect(await shadowOf(bar)).toBe('0');
      });

      test(`${path}: at 375 px the menu opens, locks the page's scroll, closes, and is closed on the page a link of it leads to`, async ({ page }) => {
        await page.setViewportSize(MOBILE);
        await page.goto(path);
        const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(menuPanel(page)).toBeVisible();
        expect(await bodyOverflow()).toBe('hidden');
        await page.getByRole('button', { name: 'Close menu' }).click();
        await expect(menuPanel(page)).toBeHidden();
        expect(await bodyOverflow()).not.toBe('hidden');

        await page.getByRole('button', { name: 'Open menu' }).click();
        const target = path === '/investments' ? 'Gallery' : 'Investments';
        await menuPanel(page).getByRole('link', { name: target, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${target.toLowerCase()}$`));
        await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
        await expect(menuPanel(page)).toBeHidden();
        expect(await bodyOverflow()).not.toBe('hidden');
      });
    }
  });
}
