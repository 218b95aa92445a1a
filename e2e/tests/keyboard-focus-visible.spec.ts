// Whatever has keyboard focus shows it, on every page, and is never left behind the sticky header.
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { focusedElement, mainNav, openHomeWithKeyboard, tabTo } from '../support/keyboard';
import { popoverOf, summaryNamed } from '../support/native-controls';
import { routes } from '../support/site-routes';

test.describe('focus shows everywhere', () => {
  test.use({ viewport: DESKTOP });
  const pages = routes.filter((route) => route.path === route.canonical);

  for (const { path } of pages) {
    test(`on ${path}: every element Tab reaches shows focus, and Shift+Tab never leaves one under the header`, async ({ page }) => {
      if (path === '/') await openHomeWithKeyboard(page);
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

  test('every item of an open dropdown shows focus', async ({ page }) => {
    await page.goto('/gallery');
    const hidden: string[] = [];
    for (const group of ['About', 'Business Ventures']) {
      const toggle = mainNav(page).getByRole('button', { name: group });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      const items = (await popoverOf(toggle)).getByRole('link');
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
});

test.describe('focus shows in the mobile menu', () => {
  test.use({ viewport: MOBILE, screen: MOBILE });

  test('every item of the open menu shows focus', async ({ page }) => {
    await page.goto('/our-company');
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const group of ['About', 'Business Ventures']) {
      await tabTo(page, summaryNamed(menu, group));
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
