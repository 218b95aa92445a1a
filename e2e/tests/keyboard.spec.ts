// The site used with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys.
// The forms are in keyboard-forms.spec.ts, the focus indicator on every page in keyboard-focus-visible.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { visibleVentures } from '../support/demo-content';
import { disclaimer, focusedElement, main, mainNav, openHomeWithKeyboard, pageHeading, press, tabTo } from '../support/keyboard';
import { announcedExpanded, isOpen, popoverOf, summaryNamed } from '../support/native-controls';

const skipLink = (page: Page) => page.getByRole('link', { name: 'Skip to main content' });

// `waitUntilLive` below: the keyboard handling those tests check is the page script's own (focus
// handed to a page's heading after a navigation inside the site, a dropdown or menu closing as
// Tab leaves it, arrow keys between the news categories, Escape on a management card, the
// lightbox's focus). Before the script runs, the browser's own handling applies, which the tests
// without JavaScript check; so those tests start once the page is live.

/** A page loaded as a document: focus starts at its start, so the first Tab reaches the skip link. */
async function expectDocumentStart(page: Page) {
  await page.keyboard.press('Tab');
  await expect(skipLink(page)).toBeFocused();
}

/** How far the strip's track has moved, read over a few frames of the page. */
const stripOffsets = (strip: Locator) =>
  strip.locator('.swiper-wrapper').evaluate(async (track) => {
    const offset = () => new DOMMatrix(getComputedStyle(track).transform).m41;
    const first = offset();
    for (let frame = 0; frame < 12; frame += 1) await new Promise(requestAnimationFrame);
    return { first, last: offset() };
  });

/** Whether the slide holding the focused element fills the carousel's window, not half of it. */
const focusedSlideInView = (carousel: Locator) =>
  carousel.evaluate((region) => {
    const slide = document.activeElement?.closest('.swiper-slide');
    const window = region.querySelector('.swiper');
    if (!slide || !window || !region.contains(slide)) return false;
    const [a, b] = [slide.getBoundingClientRect(), window.getBoundingClientRect()];
    return Math.abs(a.left - b.left) < 1 && Math.abs(a.right - b.right) < 1;
  });

test.describe('skip link', () => {
  test.use({ viewport: DESKTOP });

  for (const path of ['/gallery', '/contact-us', '/business-venture/sports']) {
    test(`on ${path}: the first Tab shows it, Enter moves focus past the header to the page`, async ({ page }) => {
      await page.goto(path);
      // Focus starts at the top of the page on a first load, not on its heading.
      await expect(pageHeading(page)).not.toBeFocused();
      await expect(skipLink(page)).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skipLink(page)).toBeFocused();
      await expect(skipLink(page)).toBeInViewport();

      await page.keyboard.press('Enter');
      await expect(main(page)).toBeFocused();
      await expect(skipLink(page)).not.toBeInViewport();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.keyboard.press('Tab');
      await expect(main(page).getByRole('link', { name: 'Home' })).toBeFocused();
    });
  }

  test('is first on the home page once the disclaimer is closed', async ({ page }) => {
    await openHomeWithKeyboard(page);
    await page.keyboard.press('Tab');
    await expect(skipLink(page)).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('still leads to the page’s content', async ({ page }) => {
      await page.goto('/gallery');
      await page.keyboard.press('Tab');
      await expect(skipLink(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(main(page).getByRole('link', { name: 'Home' })).toBeFocused();
    });
  });
});

test.describe('header at 1280 px', () => {
  test.use({ viewport: DESKTOP, waitUntilLive: true });

  test('About opens from the keyboard, its links are reachable, and a page chosen there gets focus on its heading', async ({ page }) => {
    await page.goto('/contact-us');
    await press(page, 'Tab', 3);
    const about = mainNav(page).getByRole('button', { name: 'About' });
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    const aboutMenu = await popoverOf(about);
    await expect(aboutMenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Our Company' })).toBeFocused();
    await page.keyboard.press('Tab');
    const management = mainNav(page).getByRole('link', { name: 'Management Team' });
    await expect(management).toBeFocused();
    await expect(management).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/management-team$/);
    await expect(pageHeading(page)).toHaveText('Management Team');
    await expect(pageHeading(page)).toBeFocused();
    await expect(aboutMenu).toBeHidden();
    // Reading goes on from the heading: Tab to the first card below it, Shift+Tab to the breadcrumb above.
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('list', { name: 'Management team' }).locator('summary').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(main(page).getByRole('link', { name: 'Home' })).toBeFocused();
  });

  test('Business Ventures opens with Space, lists every venture, closes on Escape and when Tab moves on', async ({ page }) => {
    const ventures = visibleVentures();
    await page.goto('/contact-us');
    const toggle = mainNav(page).getByRole('button', { name: 'Business Ventures' });
    const menu = await popoverOf(toggle);
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    for (const venture of ventures) {
      await page.keyboard.press('Tab');
      await expect(mainNav(page).getByRole('link', { name: venture.title, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await press(page, 'Tab', ventures.length + 1);
    await expect(mainNav(page).getByRole('link', { name: 'Gallery' })).toBeFocused();
    await expect(menu).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: ventures[0].title, exact: true })).toBeHidden();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/business-venture/${ventures[0].slug}$`));
    // A venture is a document of its own (sent without script): its first Tab is the skip link.
    await expectDocumentStart(page);
  });

  test('reaches Gallery, Investments, News Centre and Contact Us, and each leads to its page', async ({ page }) => {
    await page.goto('/contact-us');
    // A page reached inside the site gets focus on its heading; a document load (Investments is
    // sent without script, so the next page is loaded from it) starts at the document's start.
    for (const [name, path, heading, loadedAsDocument] of [
      ['Gallery', '/gallery', 'Gallery', false],
      ['Investments', '/investments', 'Investments', true],
      ['News Centre', '/news-centre', 'News Centre', true],
    ] as const) {
      await tabTo(page, mainNav(page).getByRole('link', { name }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(pageHeading(page)).toHaveText(heading);
      if (loadedAsDocument) await expectDocumentStart(page);
      else await expect(pageHeading(page)).toBeFocused();
    }
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Contact Us' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(pageHeading(page)).toBeFocused();
  });

  test('the logo leads home, where the disclaimer takes focus and gives it back', async ({ page }) => {
    await page.goto('/gallery');
    await press(page, 'Tab', 2);
    const logo = page.getByRole('banner').getByRole('link', { name: 'Meridian Group' });
    await expect(logo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(disclaimer(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(disclaimer(page)).toHaveCount(0);
    await expect(logo).toBeFocused();
  });

  test('a footer link leads to its page with focus on its heading', async ({ page }) => {
    await page.goto('/gallery');
    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/careers$/);
    await expect(pageHeading(page)).toHaveText('Careers');
    await expect(pageHeading(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a footer link to a page sent without script loads it from its start', async ({ page }) => {
    await page.goto('/gallery');
    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(pageHeading(page)).toHaveText('Privacy Policy');
    await expectDocumentStart(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: MOBILE, screen: MOBILE, waitUntilLive: true });

  test('opens from the keyboard, expands its groups, closes on Escape, and leads to a page', async ({ page }) => {
    await page.goto('/contact-us');
    await press(page, 'Tab', 3);
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await announcedExpanded(page.getByRole('button', { name: 'Close menu' }))).toBe(true);

    await page.keyboard.press('Tab');
    const about = summaryNamed(menu, 'About');
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(about)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Our Company' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'Gallery' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(menu).toBeHidden();
    await expect(pageHeading(page)).toBeFocused();
  });

  test('closes when Tab leaves its last item, so focus is never behind it', async ({ page }) => {
    await page.goto('/contact-us');
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const lastItem = page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).last();
    await tabTo(page, lastItem);
    await expect(lastItem).toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(main(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await expect(main(page).getByRole('link', { name: 'Home' })).toBeInViewport();
  });

});

test.describe('carousels at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('home banner: Tab brings each slide’s link into full view, the arrows change the slide', async ({ page }) => {
    await openHomeWithKeyboard(page);
    const slider = page.getByRole('region', { name: 'Highlights' });
    await expect(slider.locator('.swiper-initialized')).toBeAttached();
    const links = slider.locator('.swiper-slide:not([inert])').getByRole('link');
    await tabTo(page, links.first());
    await expect.poll(() => focusedSlideInView(slider)).toBe(true);
    const linkCount = await links.count();
    expect(linkCount).toBeGreaterThan(1);
    for (let step = 1; step < linkCount; step += 1) {
      await page.keyboard.press('Tab');
      expect(await slider.evaluate((region) => region.contains(document.activeElement))).toBe(true);
      await expect.poll(() => focusedSlideInView(slider)).toBe(true);
    }

    const next = slider.getByRole('button', { name: 'Next slide' });
    await tabTo(page, next);
    const active = slider.locator('.swiper-slide-active');
    const before = await active.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(active).not.toHaveAttribute('aria-label', before ?? '');
    await page.keyboard.press('Shift+Tab');
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(active).toHaveAttribute('aria-label', before ?? '');
  });

  test('home banner: Pause, after the arrows, holds the slide past the autoplay delay; Play moves it on', async ({ page }) => {
    await openHomeWithKeyboard(page);
    const slider = page.getByRole('region', { name: 'Highlights' });
    await expect(slider.locator('.swiper-initialized')).toBeAttached();
    await tabTo(page, slider.getByRole('button', { name: 'Next slide' }));
    await page.keyboard.press('Tab');
    const pause = slider.getByRole('button', { name: 'Pause Highlights' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Enter');
    const play = slider.getByRole('button', { name: 'Play Highlights' });
    await expect(play).toBeFocused();
    await expect(play).toHaveAttribute('aria-pressed', 'true');

    const active = slider.locator('.swiper-slide-active');
    const shown = await active.getAttribute('aria-label');
    // SPEC: the banner moves on every 6 s; paused, it stays.
    await page.waitForTimeout(7000);
    await expect(active).toHaveAttribute('aria-label', shown ?? '');
    await page.keyboard.press('Space');
    await expect(pause).toBeFocused();
    await expect(active).not.toHaveAttribute('aria-label', shown ?? '', { timeout: 10_000 });
  });

  test('stats strip: the pause button stops the strip where it is, and play starts it again', async ({ page }) => {
    await openHomeWithKeyboard(page);
    const strip = page.getByRole('region', { name: 'Our numbers' });
    const pause = strip.getByRole('button', { name: 'Pause Our numbers' });
    await tabTo(page, pause);
    await expect.poll(async () => {
      const { first, last } = await stripOffsets(strip);
      return first !== last;
    }).toBe(true);

    await page.keyboard.press('Enter');
    const play = strip.getByRole('button', { name: 'Play Our numbers' });
    await expect(play).toBeFocused();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    const { first, last } = await stripOffsets(strip);
    expect(last).toBe(first);

    await page.keyboard.press('Space');
    await expect(pause).toBeFocused();
    await expect.poll(async () => {
      const moved = await stripOffsets(strip);
      return moved.first !== moved.last;
    }).toBe(true);
  });

  test('Our Company achievements: the arrows work from the keyboard', async ({ page }) => {
    await page.goto('/our-company');
    const slider = main(page).getByRole('region', { name: 'Achievements' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper-initialized')).toBeAttached();
    await tabTo(page, slider.getByRole('button', { name: 'Next slide' }));
    const active = slider.locator('.swiper-slide-active');
    const before = await active.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(active).not.toHaveAttribute('aria-label', before ?? '');
  });
});

test.describe('news centre at 1280 px', () => {
  test.use({ viewport: DESKTOP, waitUntilLive: true });

  test('arrow keys move between the category tabs; LOAD MORE hands focus to the first new card', async ({ page }) => {
    await page.goto('/news-centre');
    const tabs = main(page).getByRole('tab');
    const names = await tabs.allTextContents();
    await tabTo(page, tabs.first());
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('tabpanel', { name: names[1] })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order: Tab goes on into the panel.
    await page.keyboard.press('Tab');
    const panel = main(page).getByRole('tabpanel', { name: names[0] });
    const cards = panel.getByRole('listitem');
    await expect(cards.first().getByRole('link')).toBeFocused();

    const shown = await cards.count();
    await tabTo(page, panel.getByRole('button', { name: 'LOAD MORE' }));
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(shown + 3);
    await expect(cards.nth(shown).getByRole('link')).toBeFocused();

    const title = await cards.nth(shown).getByRole('heading').textContent();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news-centre\/[^/]+$/);
    await expect(main(page).getByRole('heading', { name: title ?? '' })).toBeVisible();
    // A news item is a document of its own (sent without script): its first Tab is the skip link.
    await expectDocumentStart(page);
  });
});

test.describe('gallery at 1280 px', () => {
  test.use({ viewport: DESKTOP, waitUntilLive: true });

  test('the category buttons filter; the lightbox takes focus, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/gallery');
    const categories = main(page).getByRole('group', { name: 'Gallery categories' }).getByRole('button');
    const second = categories.nth(1);
    const secondName = (await second.textContent()) ?? '';
    await tabTo(page, second);
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    const grid = main(page).getByRole('list', { name: `${secondName} pictures` });
    await expect(grid).toBeVisible();

    const thumbnails = grid.getByRole('button');
    await tabTo(page, thumbnails.first());
    await page.keyboard.press('Tab');
    const opener = thumbnails.nth(1);
    await expect(opener).toBeFocused();
    const alt = (await opener.getByRole('img').getAttribute('alt')) ?? '';
    const nextAlt = (await thumbnails.nth(2).getByRole('img').getAttribute('alt')) ?? '';
    await page.keyboard.press('Enter');

    const lightbox = page.locator('.glightbox-container');
    await expect(lightbox.getByRole('img', { name: alt })).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
    expect((await focusedElement(page)).showsFocus).toBe(true);
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await lightbox.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByRole('img', { name: nextAlt })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe('management team at 1280 px', () => {
  test.use({ viewport: DESKTOP, waitUntilLive: true });

  test('a card opens with Enter and closes with Enter again or Escape; Tab goes on to the next card', async ({ page }) => {
    await page.goto('/management-team');
    const item = (index: number) => main(page).getByRole('list', { name: 'Management team' }).getByRole('listitem').nth(index);
    const card = (index: number) => item(index).locator('summary');
    const profile = (index: number) => item(index).getByRole('region');
    const first = card(0);
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(profile(0)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(profile(0)).toBeHidden();
    await expect(first).toBeFocused();

    await page.keyboard.press('Tab');
    const second = card(1);
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(profile(1)).toBeVisible();
    await expect(profile(0)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(profile(1)).toBeHidden();
    await expect(second).toBeFocused();
  });
});
