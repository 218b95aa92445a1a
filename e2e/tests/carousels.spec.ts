// The carousels (home banners, home counters, Our Company achievements) as the server sends them:
// every slide in the page, on a row a visitor can scroll without script, laid out as Swiper lays
// it out, with arrows that work from the first paint and a Swiper that takes over where the
// visitor left the row (docs/decisions/0008).
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { demoContent } from '../support/demo-content';
import { holdRemoteScripts } from '../support/early-input';
import { disclaimer, main } from '../support/keyboard';
import { slowCpu } from '../support/native-controls';

type Markup = { title?: string; name?: string; content?: string };
const banners = demoContent<Markup[]>('home-banners');
const stats = demoContent<Markup[]>('home-stats');
const achievements = demoContent<Markup[]>('achievements');

/** The words of a piece of markup, as a reader sees them. */
const wordsOf = (html = '') => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const textOf = (html: string) => wordsOf(html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'"));

const carousel = (page: Page, name: string) => main(page).getByRole('region', { name });
const row = (region: Locator) => region.getByRole('group', { name: 'Slides' });
const slide = (region: Locator, index: number, count: number) => region.getByRole('group', { name: `${index} of ${count}` });

/** The share of the row's width one slide takes. */
const slideShare = (region: Locator) =>
  region.evaluate((element) => {
    const track = element.querySelector('.swiper') as HTMLElement;
    const first = element.querySelector('[aria-roledescription="slide"]') as HTMLElement;
    return first.getBoundingClientRect().width / track.getBoundingClientRect().width;
  });

/** Scrolls the row with the keyboard, as far as it goes: every slide must come into view on the way. */
async function scrollThrough(page: Page, region: Locator, count: number) {
  await row(region).focus();
  for (let index = 1; index <= count; index += 1) {
    await expect(async () => {
      if (!(await isShown(slide(region, index, count)))) await page.keyboard.press('ArrowRight');
      expect(await isShown(slide(region, index, count))).toBe(true);
    }).toPass({ timeout: 10_000 });
  }
}

/** Whether a slide is wholly inside its row's window. */
const isShown = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const window = (element.closest('.swiper') as HTMLElement).getBoundingClientRect();
    return box.left >= window.left - 1 && box.right <= window.right + 1;
  });

test.describe('every slide in the raw HTML', () => {
  test('the home page sends every banner and every counter', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html.match(/<div[^>]*aria-roledescription="slide"/g)).toHaveLength(banners.length + stats.length);
    const text = textOf(html);
    for (const banner of banners) expect(text).toContain(wordsOf(banner.title));
    for (const stat of stats) expect(text).toContain(wordsOf(stat.name));
  });

  test('Our Company sends every achievement', async ({ request }) => {
    const html = await (await request.get('/our-company')).text();
    expect(html.match(/<div[^>]*aria-roledescription="slide"/g)).toHaveLength(achievements.length);
    const text = textOf(html);
    for (const achievement of achievements) expect(text).toContain(wordsOf(achievement.content));
  });
});

test.describe('without JavaScript, every slide can be scrolled to, laid out as the slider lays it out', () => {
  test.use({ javaScriptEnabled: false });

  for (const [viewport, achievementShare, statShare] of [
    [MOBILE, 1, 1 / 2],
    [DESKTOP, 1 / 3, 1 / 5],
  ] as const) {
    test(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/our-company');
      const awards = carousel(page, 'Achievements');
      await expect.poll(() => slideShare(awards)).toBeCloseTo(achievementShare, 1);
      await scrollThrough(page, awards, achievements.length);

      await page.goto('/');
      await disclaimer(page).getByRole('button', { name: 'Close' }).click();
      const hero = carousel(page, 'Highlights');
      await expect.poll(() => slideShare(hero)).toBeCloseTo(1, 1);
      await scrollThrough(page, hero, banners.length);
      const counters = page.getByRole('region', { name: 'Our numbers' });
      await expect.poll(() => slideShare(counters)).toBeCloseTo(statShare, 1);
      await scrollThrough(page, counters, stats.length);
    });
  }
});

test.describe('on a slow phone, the arrows used as soon as they show', () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page, 4);
    // Autoplay stays off, so the slide Swiper starts on is the one the visitor chose.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('Our Company at 1280 px: Next before the page’s script runs moves on a slide, and Swiper takes over there', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdRemoteScripts(page, 'company');
    await page.goto('/our-company', { waitUntil: 'commit' });
    const awards = carousel(page, 'Achievements');
    await awards.getByRole('button', { name: 'Next slide' }).click();
    const count = achievements.length;
    await expect.poll(() => isShown(slide(awards, 1, count))).toBe(false);
    await expect.poll(() => isShown(slide(awards, 4, count))).toBe(true);
    const before = await slide(awards, 2, count).boundingBox();

    release();
    await expect(awards.locator('.swiper-initialized')).toBeAttached({ timeout: 30_000 });
    await expect(awards.locator('.swiper-slide-active')).toHaveAttribute('aria-label', `2 of ${count}`);
    // Nothing moved as Swiper took over.
    const after = await awards.locator('.swiper-slide-active').boundingBox();
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThan(2);
    await awards.getByRole('button', { name: 'Next slide' }).click();
    await expect(awards.locator('.swiper-slide-active')).toHaveAttribute('aria-label', `3 of ${count}`);
  });

  test('Our Company at 375 px: Previous and Next, whenever the page’s script arrives', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/our-company', { waitUntil: 'commit' });
    const awards = carousel(page, 'Achievements');
    const count = achievements.length;
    await awards.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => isShown(slide(awards, count, count))).toBe(true);
    await awards.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => isShown(slide(awards, 1, count))).toBe(true);
    await awards.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => isShown(slide(awards, 2, count))).toBe(true);
  });

  test('the home banner at 1280 px: the disclaimer closed, Next moves on a banner before the page’s script runs', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdRemoteScripts(page, 'home');
    await page.goto('/', { waitUntil: 'commit' });
    await disclaimer(page).getByRole('button', { name: 'Close' }).click();
    const hero = carousel(page, 'Highlights');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => isShown(slide(hero, 2, banners.length))).toBe(true);

    release();
    await expect(hero.locator('.swiper-initialized')).toBeAttached({ timeout: 30_000 });
    await expect(hero.locator('.swiper-slide-active')).toHaveAttribute('aria-label', `2 of ${banners.length}`);
  });
});
