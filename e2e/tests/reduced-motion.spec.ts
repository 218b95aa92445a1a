import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { demoContent } from '../support/demo-content';
import { popoverOf } from '../support/native-controls';

/** SPEC §2: the home banner moves on every 6 s. */
const BANNER_AUTOPLAY_MS = 6000;

const banners = demoContent<unknown[]>('home-banners');
const stats = demoContent<unknown[]>('home-stats');
const disclaimer = (page: Page) => page.getByRole('dialog', { name: 'Beware of forged Letters of Intent' });
const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const slide = (page: Page, number: number) => hero(page).getByRole('group', { name: `${number} of ${banners.length}` });
const strip = (page: Page) => page.getByRole('region', { name: 'Our numbers' });

async function openHome(page: Page) {
  await page.goto('/');
  await disclaimer(page).getByRole('button', { name: 'Close' }).click();
  await expect(disclaimer(page)).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
}

/** A carousel's slides become movable once Swiper is in (it loads after the page, when idle). */
async function waitForSlider(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1, { timeout: 30_000 });
}

/** Where the strip's first counter is on screen, in px from the left. */
const firstCounterX = async (page: Page) =>
  (await strip(page).getByRole('group', { name: `1 of ${stats.length}` }).boundingBox())!.x;

/**
 * Every transition and animation that starts on the page, with its length: recorded from the
 * document's start, so a change shown without motion leaves lengths of about 0 ms.
 */
async function recordMotion(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ what: string; ms: number }> = [];
    (window as unknown as { __motion: typeof seen }).__motion = seen;
    const record = () => {
      for (const animation of document.getAnimations()) {
        const ms = Number(animation.effect?.getComputedTiming().duration ?? 0);
        const target = (animation.effect as KeyframeEffect | null)?.target as Element | null;
        const name =
          animation instanceof CSSTransition
            ? animation.transitionProperty
            : animation instanceof CSSAnimation
              ? animation.animationName
              : 'script';
        seen.push({ what: `${name} on ${target?.tagName.toLowerCase()}.${target?.className}`, ms });
      }
    };
    document.addEventListener('transitionrun', record, true);
    document.addEventListener('animationstart', record, true);
  });
}

const motionSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __motion: Array<{ what: string; ms: number }> }).__motion);

/** The journey whose changes animate: the blur going, a venture card opening, a dropdown, a slide. */
async function moveAround(page: Page) {
  await openHome(page);
  await page.getByRole('main').getByRole('region', { name: 'Business Ventures' }).getByRole('link').nth(2).hover();
  const ventures = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /business ventures/i });
  await ventures.click();
  await expect(await popoverOf(ventures)).toBeVisible();
  await page.keyboard.press('Escape');
  await waitForSlider(hero(page));
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
}

test.describe('with less motion asked for (prefers-reduced-motion: reduce)', () => {
  test.use({ viewport: DESKTOP, screen: DESKTOP, reducedMotion: 'reduce' });

  test('the home banner stays on its first slide after the autoplay delay', async ({ page }) => {
    await openHome(page);
    await waitForSlider(hero(page));
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
    await page.waitForTimeout(BANNER_AUTOPLAY_MS + 2000);
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(page, 2)).not.toBeInViewport();
  });

  test('the counters strip stands still, offered to play', async ({ page }) => {
    await openHome(page);
    await waitForSlider(strip(page));
    await expect(strip(page).getByRole('button', { name: 'Play Our numbers' })).toHaveAttribute('aria-pressed', 'true');
    const before = await firstCounterX(page);
    await page.waitForTimeout(2000);
    expect(await firstCounterX(page)).toBe(before);
  });

  test('the banner arrows change the slide at once, and again', async ({ page }) => {
    await openHome(page);
    await waitForSlider(hero(page));
    const next = hero(page).getByRole('button', { name: 'Next slide' });
    await next.click();
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
    await next.click();
    await expect(slide(page, 3)).toBeInViewport({ ratio: 0.9 });
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
  });

  test('transitions and animations end at once', async ({ page }) => {
    await recordMotion(page);
    await moveAround(page);
    const seen = await motionSeen(page);
    expect(seen.length, 'transitions recorded').toBeGreaterThan(0);
    const visible = seen.filter(({ ms }) => ms > 1);
    expect(visible, 'transitions and animations longer than 1 ms').toEqual([]);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: MOBILE, screen: MOBILE });

    test('the menu opens and closes without motion', async ({ page }) => {
      await recordMotion(page);
      await page.goto('/investments');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      const seen = await motionSeen(page);
      expect(seen.length, 'transitions recorded').toBeGreaterThan(0);
      expect(seen.filter(({ ms }) => ms > 1), 'transitions and animations longer than 1 ms').toEqual([]);
    });
  });
});

/** The same pages with motion allowed: what the tests above rule out does happen here. */
test.describe('with motion allowed', () => {
  test.use({ viewport: DESKTOP, screen: DESKTOP, reducedMotion: 'no-preference' });

  test('the home banner moves on to its second slide', async ({ page }) => {
    await openHome(page);
    await waitForSlider(hero(page));
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9, timeout: BANNER_AUTOPLAY_MS + 10_000 });
  });

  test('the counters strip scrolls', async ({ page }) => {
    await openHome(page);
    await waitForSlider(strip(page));
    await expect(strip(page).getByRole('button', { name: 'Pause Our numbers' })).toBeVisible();
    const before = await firstCounterX(page);
    await expect.poll(() => firstCounterX(page)).not.toBe(before);
  });

  test('changes animate', async ({ page }) => {
    await recordMotion(page);
    await moveAround(page);
    expect((await motionSeen(page)).filter(({ ms }) => ms > 100).length).toBeGreaterThan(0);
  });
});
