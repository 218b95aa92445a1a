// Every control of each route used as a visitor on a slow phone uses it: as soon as it shows, on
// a CPU four times slower, whether or not the page's script has taken the page over yet; each
// press must have the effect the visitor expects. The management cards, the disclaimer and the
// lead forms are pressed with their remote's script held back in remote-controls-early.spec.ts.
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { galleryCategories, galleryPictures, listedNews, newsCategories, visibleVentures } from '../support/demo-content';
import { holdRemoteScripts, noteWhetherLive, untilLive } from '../support/early-input';
import { disclaimer, main, mainNav } from '../support/keyboard';
import { footer, isOpen, menuPanel, popoverOf, slowCpu, summaryNamed } from '../support/native-controls';
import { visitedRoutes } from '../support/site-routes';

const firstVenture = visibleVentures()[0]!;
const categoryNamed = (name: string) => newsCategories().find((category) => category.name === name)!;
const newsTitles = (category: string) => listedNews(category).map((item) => item.title);
const cardHeadings = (page: Page) => main(page).getByRole('article').getByRole('heading', { level: 3 });
const loadMore = (page: Page) => main(page).getByRole('button', { name: 'LOAD MORE', exact: true });
const shownPictures = (page: Page, category: string) => main(page).getByRole('list', { name: `${category} pictures` }).getByRole('img');
const lightbox = (page: Page) => page.locator('.glightbox-container');

/** Opens `path` and returns as soon as the page starts to arrive; on the home page, closes the disclaimer over it. */
async function arrive(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  if (path === '/') {
    await disclaimer(page).getByRole('button', { name: 'Close' }).click();
    await expect(disclaimer(page)).toBeHidden();
  }
}

/** At 1280 px: each dropdown of the header opens on its toggle, the other closes, Escape closes. */
async function useHeaderDropdowns(page: Page) {
  const about = mainNav(page).getByRole('button', { name: 'About' });
  const ventures = mainNav(page).getByRole('button', { name: 'Business Ventures' });
  const [aboutMenu, venturesMenu] = [await popoverOf(about), await popoverOf(ventures)];
  await about.click();
  await expect(aboutMenu.getByRole('link', { name: 'Management Team' })).toBeVisible();
  await ventures.click();
  await expect(venturesMenu.getByRole('link', { name: firstVenture.title, exact: true })).toBeVisible();
  await expect(aboutMenu).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(venturesMenu).toBeHidden();
}

/** At 375 px: the hamburger opens the menu, a group expands, the cross closes it; a footer section opens. */
async function useMenuAndFooter(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menuPanel(page)).toBeVisible();
  await summaryNamed(menuPanel(page), 'Business Ventures').click();
  await expect(menuPanel(page).getByRole('link', { name: firstVenture.title, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menuPanel(page)).toBeHidden();

  await summaryNamed(footer(page), 'QUICK LINKS').click();
  await expect(footer(page).getByRole('link', { name: 'Careers' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: firstVenture.featured_title ?? firstVenture.title })).toBeHidden();
}

/** What each route has beyond the layout, pressed after the layout's controls (it may load a new page). */
const pageControls: Record<string, { wide?: (page: Page) => Promise<void>; narrow?: (page: Page) => Promise<void> }> = {
  '/news-centre': {
    wide: async (page) => {
      const updates = newsTitles('Group Updates');
      await main(page).getByRole('tab', { name: 'Group Updates' }).click();
      await expect(main(page).getByRole('tab', { name: 'Group Updates' })).toHaveAttribute('aria-selected', 'true');
      await expect(cardHeadings(page)).toHaveText(updates.slice(0, 3));
      await loadMore(page).click();
      await expect(cardHeadings(page)).toHaveText(updates);
      await expect(loadMore(page)).toHaveCount(0);
    },
    narrow: async (page) => {
      const menu = main(page).getByRole('navigation', { name: 'Select category' });
      await menu.getByText('Select category').click();
      await menu.getByRole('link', { name: 'CSR Stories' }).click();
      await expect(page).toHaveURL(new RegExp(`category=${categoryNamed('CSR Stories')._id}`));
      await expect(menu.locator('summary')).toContainText('CSR Stories');
      await expect(cardHeadings(page)).toHaveText(newsTitles('CSR Stories').slice(0, 3));
      await loadMore(page).click();
      await expect(cardHeadings(page)).toHaveText(newsTitles('CSR Stories'));
    },
  },
  '/gallery': {
    wide: async (page) => {
      const [, second] = galleryCategories();
      await main(page).getByRole('group', { name: 'Gallery categories' }).getByRole('button', { name: second.name, exact: true }).click();
      await expect(shownPictures(page, second.name)).toHaveCount(galleryPictures(second.name).length);
      await expect(page).toHaveURL(new RegExp(`category=${second._id}`));
    },
    narrow: async (page) => {
      const [, , third] = galleryCategories();
      const menu = main(page).getByRole('navigation', { name: 'Category' });
      await menu.getByText('Category').click();
      await menu.getByRole('link', { name: third.name }).click();
      await expect(shownPictures(page, third.name)).toHaveCount(galleryPictures(third.name).length);
      await expect(menu.locator('summary')).toContainText(third.name);
    },
  },
};

test.describe('on a slow phone, each control used as soon as it shows', () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page, 4);
  });

  for (const { path } of visitedRoutes) {
    test(`${path} at 1280 px`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await arrive(page, path);
      await useHeaderDropdowns(page);
      await pageControls[path]?.wide?.(page);
    });

    test(`${path} at 375 px`, async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await arrive(page, path);
      await useMenuAndFooter(page);
      await pageControls[path]?.narrow?.(page);
    });
  }

  // Only the page's script can open a lightbox: the click is kept by the page's head until the
  // control is taken over (docs/decisions/0026). The remote's scripts are held back until the
  // click has been made, so it always comes first.
  test('a video news card opens the lightbox', async ({ page }) => {
    const video = listedNews('Group Updates').find((item) => item.link_type === 'video')!;
    const release = await holdRemoteScripts(page, 'news');
    await page.goto(`/news-centre?category=${categoryNamed('Group Updates')._id}`, { waitUntil: 'commit' });
    await main(page).getByRole('button', { name: video.title, exact: true }).click();
    release();
    await expect(lightbox(page)).toBeVisible();
  });

  test('a gallery picture opens the lightbox', async ({ page }) => {
    const [first] = galleryCategories();
    const [picture] = galleryPictures(first.name);
    const release = await holdRemoteScripts(page, 'company');
    await page.goto('/gallery', { waitUntil: 'commit' });
    await main(page).getByRole('button', { name: `View image: ${picture}` }).click();
    release();
    await expect(lightbox(page).getByRole('img', { name: picture })).toBeVisible();
  });
});

test.describe('on a slow phone, the layout keeps what the visitor did as the page goes live', () => {
  // The gallery comes with script (pages without script never go live).
  test.beforeEach(async ({ page }) => {
    await slowCpu(page, 4);
  });

  test('at 1280 px a dropdown opens, stays open as the page goes live, and its link leads on', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/gallery', { waitUntil: 'commit' });
    await mainNav(page).getByRole('button', { name: 'Business Ventures' }).click();
    await noteWhetherLive(page, 'dropdown pressed');

    const venture = mainNav(page).getByRole('link', { name: firstVenture.title, exact: true });
    await expect(venture).toBeVisible();
    await untilLive(page);
    await expect(venture).toBeVisible();
    await venture.click();
    await expect(page).toHaveURL(new RegExp(`/business-venture/${firstVenture.slug}$`));
    await expect(venture).toBeHidden();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: MOBILE, screen: MOBILE });

    test('the hamburger opens the menu and a group expands, both kept as the page goes live', async ({ page }) => {
      await page.goto('/gallery', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await noteWhetherLive(page, 'hamburger pressed');
      await expect(menuPanel(page)).toBeVisible();
      const about = summaryNamed(menuPanel(page), 'About');
      await about.click();
      await expect(menuPanel(page).getByRole('link', { name: 'Our Company' })).toBeVisible();

      await untilLive(page);
      await expect(menuPanel(page).getByRole('link', { name: 'Our Company' })).toBeVisible();
      await menuPanel(page).getByRole('link', { name: 'Our Company' }).click();
      await expect(page).toHaveURL(/\/our-company$/);
      await expect(menuPanel(page)).toBeHidden();
    });

    test('a footer section opens, and stays open as the page goes live', async ({ page }) => {
      await page.goto('/gallery', { waitUntil: 'commit' });
      const quickLinks = summaryNamed(footer(page), 'QUICK LINKS');
      await quickLinks.click();
      await noteWhetherLive(page, 'footer section pressed');
      await expect(footer(page).getByRole('link', { name: 'Careers' })).toBeVisible();

      await untilLive(page);
      await expect(footer(page).getByRole('link', { name: 'Careers' })).toBeVisible();
      expect(await isOpen(summaryNamed(footer(page), 'BUSINESS VENTURES'))).toBe(false);
    });
  });
});
