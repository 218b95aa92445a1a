import { DESKTOP, MOBILE, expect, openInApp, test } from '../support/fixtures';
import { visibleVentures } from '../support/demo-content';
import { routes } from '../support/site-routes';
import { isOpen, popoverOf, summaryNamed } from '../support/native-controls';
import { origin, ports } from '../support/ports.mjs';

test.describe('every route inside the layout', () => {
  for (const route of routes) {
    test(`${route.path} renders its page between header and footer, with its head`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(ports.shell)}${route.canonical}`);
      await expect(page).toHaveTitle(/\S/);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
      await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin(ports.shell)}${route.canonical}`);
      await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      // One head per page: React hoists the page's tags, nothing is left over from the shell.
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(head.locator('title')).toHaveCount(1);
    });
  }

  test.describe('an unknown path', () => {
    // The page answers 404, which the browser reports in the console.
    test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

    test('shows the not-found page inside the layout', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });
});

test.describe('header', () => {
  test('the About and Business Ventures dropdowns open on click and lead to their pages', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/investments');
    const nav = page.getByRole('navigation', { name: /main/i });
    const about = nav.getByRole('button', { name: 'About' });
    const aboutMenu = await popoverOf(about);
    await expect(aboutMenu).toBeHidden();
    await about.click();
    await expect(aboutMenu).toBeVisible();
    await nav.getByRole('link', { name: 'Management Team' }).click();
    await expect(page).toHaveURL(/\/management-team$/);
    await expect(aboutMenu).toBeHidden();

    const ventures = nav.getByRole('button', { name: 'Business Ventures' });
    await ventures.click();
    const expected = visibleVentures();
    for (const venture of expected) {
      await expect(nav.getByRole('link', { name: venture.title, exact: true })).toHaveAttribute(
        'href',
        `/business-venture/${venture.slug}`,
      );
    }
    await page.keyboard.press('Escape');
    await expect(await popoverOf(ventures)).toBeHidden();
    await expect(ventures).toBeFocused();
  });

  test('at 375 px the menu locks the page scroll while open and closes on navigation', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/investments');
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await expect(page.getByRole('navigation', { name: /main/i })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(bodyOverflow).toBe('hidden');
    await page.getByRole('link', { name: 'News Centre' }).last().click();
    await expect(page).toHaveURL(/\/news-centre$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect.poll(bodyOverflow).not.toBe('hidden');
  });
});

test.describe('footer', () => {
  test('at 375 px the sections fold into an accordion with business ventures open first', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/investments');
    const footer = page.getByRole('contentinfo');
    const ventures = summaryNamed(footer, 'business ventures');
    const quickLinks = summaryNamed(footer, 'quick links');
    expect(await isOpen(ventures)).toBe(true);
    expect(await isOpen(quickLinks)).toBe(false);
    const firstVenture = visibleVentures()[0]!;
    await expect(footer.getByRole('link', { name: firstVenture.featured_title ?? firstVenture.title })).toBeVisible();
    await quickLinks.click();
    await expect.poll(() => isOpen(quickLinks)).toBe(true);
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });

  test('at 1280 px every section shows, social links open in a new tab, the year is current', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/investments');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'BUSINESS VENTURES' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'QUICK LINKS' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await expect(footer.getByRole('link', { name: /linkedin/i })).toHaveAttribute('target', '_blank');
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible();
  });
});

test.describe('failures', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|500|answered status 403/ });

  test('a GET that fails shows the "Internal Server Error" toast; the page still renders', async ({ page }) => {
    await page.route(`${origin(ports.api)}/management-team/content`, (route) =>
      route.fulfill({ status: 500, body: 'upstream failure' }),
    );
    await openInApp(page, '/management-team');
    await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a GET answered with another status shows the message of the answer', async ({ page }) => {
    await page.route(`${origin(ports.api)}/management-team/content`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 403, message: 'This section is being updated' }) }),
    );
    await openInApp(page, '/management-team');
    await expect(page.getByRole('alert').filter({ hasText: 'This section is being updated' })).toBeVisible();
  });
});
