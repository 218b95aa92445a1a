import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { demoContent, firstInnerNewsItem } from '../support/demo-content';
import { popoverOf } from '../support/native-controls';
import { routes } from '../support/site-routes';

/** The rules an auditor runs for WCAG 2.2 level AA: every A and AA rule of 2.0, 2.1 and 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const firstManager = demoContent<{ name: string }[]>('management-team')[0]!;

const disclaimer = (page: Page) => page.getByRole('dialog', { name: 'Beware of forged Letters of Intent' });

/**
 * Waits until the page is what a visitor reads: its heading is on screen, no page loader,
 * "Loading..." or skeleton is left, and its fonts are in (contrast and sizes depend on them).
 */
async function settle(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** One line per failing element: the rule, its impact, where, and what axe found wrong. */
function report(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' ');
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${target} | ${summary}`;
    }),
  );
}

/** Runs axe with the WCAG A/AA rules over the whole page and fails with every violation listed. */
async function expectNoViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines = report(results.violations);
  expect(lines.length, `${lines.length} axe violations on ${view} (rule, element, what is wrong):\n${lines.join('\n')}`).toBe(0);
}

/** Opens the home page, closes its disclaimer and waits for the page under it. */
async function openHomeWithoutDisclaimer(page: Page) {
  await page.goto('/');
  await disclaimer(page).getByRole('button', { name: 'Close' }).click();
  await expect(disclaimer(page)).toHaveCount(0);
  await settle(page);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`axe, WCAG 2.2 A and AA, at ${viewport.width} px`, () => {
    // A phone's screen too: the page's width=device-width follows the screen, not the window.
    test.use({ viewport, screen: viewport });

    test('home with its disclaimer open', async ({ page }) => {
      await page.goto('/');
      await expect(disclaimer(page)).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      await expectNoViolations(page, `/ with the disclaimer open at ${viewport.width} px`);
    });

    test('home with its disclaimer closed', async ({ page }) => {
      await openHomeWithoutDisclaimer(page);
      await expectNoViolations(page, `/ with the disclaimer closed at ${viewport.width} px`);
    });

    for (const { path } of routes.filter((route) => route.path !== '/')) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        await expectNoViolations(page, `${path} at ${viewport.width} px`);
      });
    }

    for (const path of ['/contact-us', '/careers']) {
      test(`${path} with the form's messages after an empty submit`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByText('Full Name is required', { exact: true })).toBeVisible();
        await expect(page.getByText('Please complete the reCAPTCHA', { exact: true })).toBeVisible();
        await expectNoViolations(page, `${path} with its messages at ${viewport.width} px`);
      });
    }

    test('/management-team with a card expanded', async ({ page }) => {
      await page.goto('/management-team');
      await settle(page);
      await page.getByRole('main').getByText(firstManager.name, { exact: true }).click();
      await expect(page.getByRole('region', { name: `About ${firstManager.name}` })).toBeVisible();
      await expectNoViolations(page, `/management-team with a card expanded at ${viewport.width} px`);
    });
  });
}

test.describe('axe, WCAG 2.2 A and AA, menus', () => {
  test.describe('at 1280 px', () => {
    test.use({ viewport: DESKTOP, screen: DESKTOP });

    test('the Business Ventures dropdown open', async ({ page }) => {
      await openHomeWithoutDisclaimer(page);
      const ventures = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /business ventures/i });
      await ventures.click();
      await expect(await popoverOf(ventures)).toBeVisible();
      await expectNoViolations(page, 'the Business Ventures dropdown at 1280 px');
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: MOBILE, screen: MOBILE });

    test('the mobile menu open', async ({ page }) => {
      await openHomeWithoutDisclaimer(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      await expectNoViolations(page, 'the mobile menu at 375 px');
    });
  });
});

/**
 * For light text the worst image is a white one: every image of the page is hidden and what was
 * behind it turns white, so axe measures the text over its overlay over white.
 */
const WHITE_IMAGES = `
  main img { visibility: hidden !important; }
  main :is(picture, :has(> img), :has(> picture)) { background: #ffffff !important; }
`;

const HERO = '[aria-roledescription="carousel"][aria-label="Highlights"]';
const VENTURE_CARDS = 'section[aria-labelledby="home-ventures-heading"] ul';
const PAGE_BANNER = 'main section:has(> picture)';

const textOverImages = [
  { path: '/', regions: [HERO, VENTURE_CARDS] },
  { path: '/investments', regions: [PAGE_BANNER] },
  { path: `/news-centre/${firstInnerNewsItem().slug}`, regions: [PAGE_BANNER] },
  { path: '/business-venture/sports', regions: [PAGE_BANNER] },
];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`text over images, whatever the image, at ${viewport.width} px`, () => {
    test.use({ viewport, screen: viewport });

    for (const { path, regions } of textOverImages) {
      test(`${path}: every text over an image keeps its contrast over a white image`, async ({ page }) => {
        if (path === '/') await openHomeWithoutDisclaimer(page);
        else {
          await page.goto(path);
          await settle(page);
        }
        for (const region of regions) await expect(page.locator(region).first()).toBeVisible();
        await page.addStyleTag({ content: WHITE_IMAGES });

        const builder = new AxeBuilder({ page }).withRules(['color-contrast']);
        for (const region of regions) builder.include(region);
        const results = await builder.analyze();
        // Text axe could not measure (an image or a gradient still behind it) fails too.
        const lines = [...report(results.violations), ...report(results.incomplete)];
        expect(lines.length, `text over images on ${path} at ${viewport.width} px:\n${lines.join('\n')}`).toBe(0);
        expect(results.passes.flatMap((rule) => rule.nodes).length, 'texts measured').toBeGreaterThan(0);
      });
    }
  });
}
