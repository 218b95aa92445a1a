import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { origin, ports, spareShellPorts } from '../support/ports.mjs';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

const site = origin(ports.shell);
const images = `${origin(ports.api)}/images`;

/** Lighthouse's phone: the screen too, since `width=device-width` lays the page out at its width. */
const PHONE = { viewport: { width: 412, height: 823 }, screen: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Every answer for the home page's first banner (either of its images, any format or width). */
function firstBannerAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (/\/banners\/home-1-(mobile|desktop)\.jpg/.test(response.url())) answers.push(response);
  });
  return answers;
}

const shownImage = (page: Page) =>
  page
    .getByRole('group', { name: '1 of 3' })
    .getByRole('img')
    .evaluate((image: HTMLImageElement) => ({ currentSrc: image.currentSrc, naturalWidth: image.naturalWidth, complete: image.complete }));

test.describe('a phone (412 px at 1.75 device pixels, as Lighthouse’s)', () => {
  test.use(PHONE);

  test('downloads the first banner once, as the mobile image in AVIF at 768 px, the file the page preloads and shows', async ({ page }) => {
    const answers = firstBannerAnswers(page);
    await page.goto(`${site}/`);
    await expect.poll(async () => (await shownImage(page)).complete).toBe(true);
    const expected = `${images}/banners/home-1-mobile.jpg?w=768&fm=avif`;
    expect((await shownImage(page)).currentSrc).toBe(expected);
    // Under the disclaimer the carousel keeps still; closed, the carousel takes over its slides
    // with pictures of its own: still no other file.
    await expect(page.locator('.swiper-initialized')).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.swiper-initialized').first()).toBeAttached();
    await expect.poll(async () => (await shownImage(page)).currentSrc).toBe(expected);
    expect(answers.map((answer) => answer.url())).toEqual([expected]);
    expect(answers[0]!.headers()['content-type']).toBe('image/avif');
    expect(answers[0]!.headers()['cache-control']).toContain('immutable');
  });

  test('a page reached by a link gets its banner’s mobile image only, though its picture is made in the browser', async ({ page }) => {
    await page.goto(`${site}/news-centre`);
    const answers: string[] = [];
    page.on('request', (request) => {
      if (/\/banners\/our-company-/.test(request.url())) answers.push(request.url());
    });
    // The footer's link, followed in the browser (a click event; on a phone the footer lists it folded).
    await page.locator('footer a[href="/our-company"]').first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/our-company$/);
    const banner = page.getByRole('main').locator('picture img').first();
    await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(`${images}/banners/our-company-mobile.jpg?w=768&fm=avif`);
    expect(answers).toEqual([`${images}/banners/our-company-mobile.jpg?w=768&fm=avif`]);
  });

  test('shows the news cards in AVIF at a width the card needs, not as uploaded', async ({ page }) => {
    await page.goto(`${site}/news-centre`);
    const card = page.getByRole('main').getByRole('article').first().getByRole('img');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // 412 px × 1.75 = 721 device pixels: the 768 px rendering.
    expect(await card.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/news\/[^/?]+\.jpg\?w=768&fm=avif$/);
  });
});

test.describe('a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test('downloads the desktop banner once, in AVIF at 1280 px', async ({ page }) => {
    const answers = firstBannerAnswers(page);
    await page.goto(`${site}/`);
    await expect.poll(async () => (await shownImage(page)).complete).toBe(true);
    const expected = `${images}/banners/home-1-desktop.jpg?w=1280&fm=avif`;
    expect((await shownImage(page)).currentSrc).toBe(expected);
    expect(answers.map((answer) => answer.url())).toEqual([expected]);
  });
});

test.describe('a backend that serves images as uploaded (IMAGE_VARIANTS=off)', () => {
  let shell: ShellProcess | undefined;
  test.beforeAll(async () => {
    shell = await startShell(spareShellPorts[3], { env: { IMAGE_VARIANTS: 'off' } });
  });
  test.afterAll(async () => {
    await shell?.stop();
  });
  test.use(PHONE);

  test('gets the uploaded files themselves, the mobile one on a phone', async ({ page }) => {
    const answers = firstBannerAnswers(page);
    await page.goto(`${shell!.url}/`);
    await expect.poll(async () => (await shownImage(page)).complete).toBe(true);
    expect((await shownImage(page)).currentSrc).toBe(`${images}/banners/home-1-mobile.jpg`);
    expect(answers.map((answer) => answer.url())).toEqual([`${images}/banners/home-1-mobile.jpg`]);
    expect(await page.locator('picture source[type]').count()).toBe(0);
  });
});
