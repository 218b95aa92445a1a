// The header's dropdowns, the mobile menu and the footer's accordion work from the first paint,
// with no script at all. Pressed while a slow phone has the server's page on screen but has not
// yet run the script that takes it over: controls-early.spec.ts.
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { visibleVentures } from '../support/demo-content';
import { mainNav } from '../support/keyboard';
import { announcedExpanded, footer, isOpen, menuPanel, popoverOf, summaryNamed } from '../support/native-controls';

const firstVenture = visibleVentures()[0]!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('at 1280 px', () => {
    test.use({ viewport: DESKTOP });

    for (const [group, item, path] of [
      ['About', 'Management Team', '/management-team'],
      ['Business Ventures', firstVenture.title, `/business-venture/${firstVenture.slug}`],
    ] as const) {
      test(`the ${group} dropdown opens on click, is announced expanded, and its link leads to its page`, async ({ page }) => {
        await page.goto('/investments');
        const toggle = mainNav(page).getByRole('button', { name: group });
        const menu = await popoverOf(toggle);
        await expect(menu).toBeHidden();
        expect(await announcedExpanded(toggle)).toBe(false);

        await toggle.click();

        await expect(menu).toBeVisible();
        expect(await announcedExpanded(toggle)).toBe(true);
        await menu.getByRole('link', { name: item, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(await popoverOf(mainNav(page).getByRole('button', { name: group }))).toBeHidden();
      });
    }

    test('a dropdown closes on Escape with focus back on its toggle, on a click outside, and when the other opens', async ({ page }) => {
      await page.goto('/investments');
      const about = mainNav(page).getByRole('button', { name: 'About' });
      const ventures = mainNav(page).getByRole('button', { name: 'Business Ventures' });
      const [aboutMenu, venturesMenu] = [await popoverOf(about), await popoverOf(ventures)];

      await about.click();
      await aboutMenu.getByRole('link', { name: 'Our Company' }).focus();
      await page.keyboard.press('Escape');
      await expect(aboutMenu).toBeHidden();
      await expect(about).toBeFocused();

      await about.click();
      await page.getByRole('main').getByRole('heading', { level: 1 }).click();
      await expect(aboutMenu).toBeHidden();

      await about.click();
      await ventures.click();
      await expect(venturesMenu).toBeVisible();
      await expect(aboutMenu).toBeHidden();
    });

    test('the footer shows every column under a plain heading, with Contact Us among its quick links only below 1024 px', async ({ page }) => {
      await page.goto('/investments');
      await expect(footer(page).getByRole('heading', { name: 'QUICK LINKS' })).toBeVisible();
      await expect(footer(page).getByRole('link', { name: 'Careers' })).toBeVisible();
      await expect(footer(page).getByRole('link', { name: firstVenture.featured_title ?? firstVenture.title })).toBeVisible();
      await expect(footer(page).locator('summary')).toHaveCount(2);
      for (const summary of await footer(page).locator('summary').all()) await expect(summary).toBeHidden();
      await expect(footer(page).getByRole('link', { name: 'Contact Us' })).toBeHidden();

      // The header has its Contact Us button from 1024 px; the columns stay from 768 px.
      await page.setViewportSize({ width: 800, height: 800 });
      await expect(footer(page).getByRole('heading', { name: 'QUICK LINKS' })).toBeVisible();
      await expect(footer(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: MOBILE, screen: MOBILE });

    test('the hamburger opens the menu and locks the page, a group expands, and a link leads to its page', async ({ page }) => {
      await page.goto('/investments');
      await expect(mainNav(page)).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();

      await expect(menuPanel(page)).toBeVisible();
      const close = page.getByRole('button', { name: 'Close menu' });
      expect(await announcedExpanded(close)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

      const ventures = summaryNamed(menuPanel(page), 'Business Ventures');
      expect(await announcedExpanded(ventures)).toBe(false);
      await ventures.click();
      expect(await announcedExpanded(ventures)).toBe(true);
      await menuPanel(page).getByRole('link', { name: firstVenture.title, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/business-venture/${firstVenture.slug}$`));
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(menuPanel(page)).toBeHidden();
    });

    test('the hamburger closes the menu again, and so does Escape', async ({ page }) => {
      await page.goto('/investments');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menuPanel(page)).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menuPanel(page).getByRole('link', { name: 'Gallery' }).focus();
      await page.keyboard.press('Escape');
      await expect(menuPanel(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });

    test('the footer is an accordion with Business Ventures open, and Quick Links opens on click', async ({ page }) => {
      await page.goto('/investments');
      const ventures = summaryNamed(footer(page), 'BUSINESS VENTURES');
      const quickLinks = summaryNamed(footer(page), 'QUICK LINKS');
      await expect(ventures).toBeVisible();
      expect(await isOpen(ventures)).toBe(true);
      expect(await isOpen(quickLinks)).toBe(false);
      await expect(footer(page).getByRole('link', { name: firstVenture.featured_title ?? firstVenture.title })).toBeVisible();
      await expect(footer(page).getByRole('link', { name: 'Careers' })).toBeHidden();

      await quickLinks.click();

      expect(await announcedExpanded(quickLinks)).toBe(true);
      await expect(footer(page).getByRole('link', { name: 'Careers' })).toBeVisible();
      await expect(footer(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
      // One section open at a time.
      expect(await isOpen(ventures)).toBe(false);
    });
  });
});
