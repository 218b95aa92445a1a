// The site used with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys.
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { visibleVentures } from '../support/demo-content';
import { focusedElement, press, tabTo } from '../support/keyboard';
import { routes } from '../support/site-routes';
import { pdf, storedLeads, unique } from './forms-stored-leads';

const CONTACT_THANK_YOU = 'Thank you for your enquiry. We have received your message and will get back to you shortly.';
const CAREERS_THANK_YOU =
  'Thank you for applying. We have received your application and our recruitment team will contact you if your profile matches an opening.';

const main = (page: Page) => page.getByRole('main');
const pageHeading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const skipLink = (page: Page) => page.getByRole('link', { name: 'Skip to main content' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const disclaimer = (page: Page) => page.getByRole('dialog', { name: 'Beware of forged Letters of Intent' });

/** Opens the home page and closes its disclaimer with Escape, as a keyboard visitor would. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(disclaimer(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(disclaimer(page)).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
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
    await openHome(page);
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
  test.use({ viewport: DESKTOP });

  test('About opens from the keyboard, its links are reachable, and a page chosen there gets focus on its heading', async ({ page }) => {
    await page.goto('/privacy-policy');
    await press(page, 'Tab', 3);
    const about = mainNav(page).getByRole('button', { name: 'About' });
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
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
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    // Reading goes on from the heading: Tab to the first card below it, Shift+Tab to the breadcrumb above.
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('list', { name: 'Management team' }).getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(main(page).getByRole('link', { name: 'Home' })).toBeFocused();
  });

  test('Business Ventures opens with Space, lists every venture, closes on Escape and when Tab moves on', async ({ page }) => {
    const ventures = visibleVentures();
    await page.goto('/investments');
    const toggle = mainNav(page).getByRole('button', { name: 'Business Ventures' });
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const venture of ventures) {
      await page.keyboard.press('Tab');
      await expect(mainNav(page).getByRole('link', { name: venture.title, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await press(page, 'Tab', ventures.length + 1);
    await expect(mainNav(page).getByRole('link', { name: 'Gallery' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: ventures[0].title, exact: true })).toBeHidden();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/business-venture/${ventures[0].slug}$`));
    await expect(pageHeading(page)).toBeFocused();
  });

  test('every item of an open dropdown shows focus', async ({ page }) => {
    await page.goto('/gallery');
    const hidden: string[] = [];
    for (const group of ['About', 'Business Ventures']) {
      const toggle = mainNav(page).getByRole('button', { name: group });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      const items = page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link');
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      for (let item = 0; item < count; item += 1) {
        await page.keyboard.press('Tab');
        await expect(items.nth(item)).toBeFocused();
        const focused = await focusedElement(page);
        if (!focused.showsFocus) hidden.push(focused.name);
      }
    }
    expect(hidden, 'focused without a visible sign of it').toEqual([]);
  });

  test('reaches Gallery, Investments, News Centre and Contact Us, and each leads to its page', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    for (const [name, path, heading] of [
      ['Gallery', '/gallery', 'Gallery'],
      ['Investments', '/investments', 'Investments'],
      ['News Centre', '/news-centre', 'News Centre'],
    ] as const) {
      await tabTo(page, mainNav(page).getByRole('link', { name }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(pageHeading(page)).toHaveText(heading);
      await expect(pageHeading(page)).toBeFocused();
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
    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(pageHeading(page)).toHaveText('Privacy Policy');
    await expect(pageHeading(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: MOBILE, screen: MOBILE });

  test('opens from the keyboard, expands its groups, closes on Escape, and leads to a page', async ({ page }) => {
    await page.goto('/privacy-policy');
    await press(page, 'Tab', 3);
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    const about = menu.getByRole('button', { name: 'About' });
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
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
    await page.goto('/privacy-policy');
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

  test('every item of the open menu shows focus', async ({ page }) => {
    await page.goto('/our-company');
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const group of ['About', 'Business Ventures']) {
      await tabTo(page, menu.getByRole('button', { name: group }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.getByRole('button', { name: 'Close menu' }), { backwards: true });
    const hidden: string[] = [];
    let count = 0;
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusedElement(page);
      if (!(await menu.isVisible())) break;
      count += 1;
      if (!focused.showsFocus) hidden.push(focused.name);
    }
    expect(count).toBeGreaterThan(10);
    expect(hidden, 'focused without a visible sign of it').toEqual([]);
  });
});

test.describe('carousels at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('home banner: Tab brings each slide’s link into full view, the arrows change the slide', async ({ page }) => {
    await openHome(page);
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

  test('stats strip: the pause button stops the strip where it is, and play starts it again', async ({ page }) => {
    await openHome(page);
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
  test.use({ viewport: DESKTOP });

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
    await expect(pageHeading(page)).toBeFocused();
  });
});

test.describe('gallery at 1280 px', () => {
  test.use({ viewport: DESKTOP });

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
  test.use({ viewport: DESKTOP });

  test('a card opens with Enter, its Close button is reachable and gives focus back; Escape closes too', async ({ page }) => {
    await page.goto('/management-team');
    const card = (index: number) =>
      main(page).getByRole('list', { name: 'Management team' }).getByRole('listitem').nth(index).getByRole('button').first();
    const first = card(0);
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const close = main(page).getByRole('button', { name: /^Close profile of / });
    await tabTo(page, close);
    await expect(close).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();

    await page.keyboard.press('Tab');
    const second = card(1);
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toBeFocused();
  });
});

test.describe('forms at 1280 px, filled and sent from the keyboard', () => {
  test.use({ viewport: DESKTOP });

  /** Types `value` into the field that has focus, checks it is the one labelled `label`, and moves on. */
  async function typeInto(page: Page, label: string, value: string) {
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }

  test('Contact Us: every field, the captcha and Submit in turn; the enquiry is stored and thanked for', async ({ page }) => {
    const name = unique('Keyboard Visitor');
    await page.goto('/contact-us');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    await tabTo(page, page.getByLabel('Full Name', { exact: true }));
    await typeInto(page, 'Full Name', name);
    await typeInto(page, 'Email', 'keys@example.com');
    await typeInto(page, 'Phone No.', '9876501234');
    await typeInto(page, 'Subject', 'Solar partnership');
    await typeInto(page, 'Message', 'Sent without a mouse.');
    const captcha = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(captcha).toBeFocused();
    await page.keyboard.press('Space');
    await expect(captcha).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText(CONTACT_THANK_YOU)).toBeVisible();
    // Focus stays with the form, where the visitor left it.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');
    expect(await storedLeads('contact')).toContainEqual(
      expect.objectContaining({ name, email: 'keys@example.com', phone: '9876501234', subject: 'Solar partnership' }),
    );
  });

  test('Careers: the text fields, both PDF pickers, the captcha and Submit; the application is stored and thanked for', async ({ page }) => {
    const name = unique('Keyboard Applicant');
    await page.goto('/careers');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    await tabTo(page, page.getByLabel('Full Name', { exact: true }));
    await typeInto(page, 'Full Name', name);
    await typeInto(page, 'Email ID', 'applicant@example.com');
    await typeInto(page, 'Phone No.', '9123400567');
    await typeInto(page, 'Current Designation', 'Site Engineer');
    await typeInto(page, 'Expected Salary', '12 LPA');
    await typeInto(page, 'Current Salary', '9 LPA');
    for (const [label, file] of [
      ['Resume', pdf('keys-resume.pdf')],
      ['Cover Letter', pdf('keys-cover.pdf')],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(file);
      await page.keyboard.press('Tab');
    }
    await typeInto(page, 'Message', 'Applying without a mouse.');
    const captcha = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(captcha).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText(CAREERS_THANK_YOU)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    expect((await storedLeads('career')).find((lead) => lead.name === name)).toMatchObject({
      email: 'applicant@example.com',
      resume_original_name: 'keys-resume.pdf',
      cover_letter_original_name: 'keys-cover.pdf',
    });
  });
});

test.describe('focus shows everywhere', () => {
  test.use({ viewport: DESKTOP });
  const pages = routes.filter((route) => route.path === route.canonical);

  for (const { path } of pages) {
    test(`on ${path}: every element Tab reaches shows focus, and Shift+Tab never leaves one under the header`, async ({ page }) => {
      if (path === '/') await openHome(page);
      else await page.goto(path);

      const reached: string[] = [];
      const hidden: string[] = [];
      for (let presses = 0; presses < 150; presses += 1) {
        await page.keyboard.press('Tab');
        const focused = await focusedElement(page);
        if (focused.atBody || (reached.length > 0 && focused.name === reached[0])) break;
        reached.push(focused.name);
        if (!focused.showsFocus) hidden.push(focused.name);
      }
      expect(reached.length).toBeGreaterThan(10);
      expect(hidden, 'focused without a visible sign of it').toEqual([]);

      const obscured: string[] = [];
      for (let presses = 0; presses < reached.length; presses += 1) {
        await page.keyboard.press('Shift+Tab');
        const focused = await focusedElement(page);
        if (focused.underHeader) obscured.push(focused.name);
      }
      expect(obscured, 'focused behind the sticky header').toEqual([]);
    });
  }
});

