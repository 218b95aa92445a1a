// Every route of the route table, as a browser without JavaScript gets it from the server, on a
// phone and on a desktop: the layout that width has, the page's own content, and every link of
// the page leading to a page that answers. The controls of the layout without script are in
// layout-without-script.spec.ts; pages sent without any script in pages-without-script.spec.ts.
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { demoContent, firstInnerNewsItem, galleryCategories, galleryPictures, listedNews, newsCategories, visibleVentures } from '../support/demo-content';
import { disclaimer, main, mainNav } from '../support/keyboard';
import { footer } from '../support/native-controls';
import { visitedRoutes } from '../support/site-routes';

type Named = { name: string };

const firstVenture = visibleVentures()[0]!;
const [firstNewsCategory] = newsCategories();
const [firstGalleryCategory] = galleryCategories();
const newsItem = firstInnerNewsItem();
const sectionOne = demoContent<{ title: string }[]>('section-one');
const managementTeam = demoContent<Named[]>('management-team');
const sports = visibleVentures().find((venture) => venture.slug === 'sports')!;

type Width = 'narrow' | 'wide';
type RouteCheck = {
  /** The page's heading (level 1). */
  heading: string;
  /** SPEC's content for the route, from the demo content. */
  content: (page: Page, width: Width) => Promise<void>;
};

const visibleTexts = (texts: readonly string[]) => async (page: Page) => {
  for (const text of texts) await expect(main(page).getByText(text, { exact: true }).first()).toBeVisible();
};

/** SPEC §2: categories as tabs above 991 px and as a dropdown at 991 px and below. */
async function categoryChoice(page: Page, width: Width, tabs: ReturnType<Page['getByRole']>, menuLabel: string) {
  const menu = main(page).getByRole('navigation', { name: menuLabel });
  await expect(width === 'wide' ? tabs : menu).toBeVisible();
  await expect(width === 'wide' ? menu : tabs).toBeHidden();
}

const plain = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
const sportsSections = demoContent<{ slug: string; sections: { section_title?: string }[] }[]>('venture-categories')
  .find((venture) => venture.slug === sports.slug)!
  .sections.flatMap((section) => (section.section_title ? [plain(section.section_title)] : []));
const ventureContent = async (page: Page) => {
  await expect(main(page).getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Business Ventures');
  for (const title of sportsSections) await expect(main(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
};

const checks: Record<string, RouteCheck> = {
  '/': {
    heading: 'Meridian Group',
    content: async (page) => {
      await expect(disclaimer(page)).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
      const news = main(page).getByRole('region', { name: 'NEWS CENTRE' });
      for (const category of newsCategories()) await expect(news.getByRole('link', { name: new RegExp(category.name) })).toBeAttached();
      await expect(main(page).getByRole('link', { name: new RegExp(firstVenture.title) }).first()).toBeAttached();
    },
  },
  '/our-company': { heading: 'Our Company', content: visibleTexts(['Who we are', ...sectionOne.map((item) => item.title)]) },
  '/management-team': { heading: 'Management Team', content: visibleTexts(managementTeam.map((member) => member.name)) },
  '/gallery': {
    heading: 'Gallery',
    content: async (page, width) => {
      await categoryChoice(page, width, main(page).getByRole('group', { name: 'Gallery categories' }), 'Category');
      const pictures = main(page).getByRole('list', { name: `${firstGalleryCategory.name} pictures` }).getByRole('img');
      await expect(pictures).toHaveCount(galleryPictures(firstGalleryCategory.name).length);
    },
  },
  '/investments': { heading: 'Investments', content: visibleTexts(['STRATEGIC INVESTMENTS']) },
  '/contact-us': {
    heading: 'Contact Us',
    content: async (page) => {
      await visibleTexts(['GET IN TOUCH', 'ENQUIRE NOW'])(page);
      for (const label of ['Full Name', 'Email', 'Phone No.', 'Subject', 'Message']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    },
  },
  '/careers': {
    heading: 'Careers',
    content: async (page) => {
      await expect(main(page).getByRole('heading', { level: 2, name: 'Build your career with Meridian' })).toBeVisible();
      for (const label of ['Full Name', 'Email ID', 'Phone No.', 'Current Designation', 'Expected Salary', 'Current Salary', 'Resume', 'Cover Letter', 'Message']) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      }
    },
  },
  '/csr-initiatives': {
    heading: 'CSR Initiatives',
    content: (page) =>
      expect(main(page).getByRole('article').getByRole('heading')).toHaveText(['Education', 'Sports', 'Relief', 'Disability Support', 'Rural Upliftment', 'Environment']),
  },
  '/news-centre': {
    heading: 'News Centre',
    content: async (page, width) => {
      await categoryChoice(page, width, main(page).getByRole('tablist', { name: 'News categories' }), 'Select category');
      const titles = listedNews(firstNewsCategory.name).slice(0, 3).map((item) => item.title);
      await expect(main(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(titles);
      await expect(main(page).getByRole('button', { name: 'LOAD MORE', exact: true })).toBeVisible();
    },
  },
  [`/news-centre/${newsItem.slug}`]: {
    heading: 'News Centre',
    content: async (page) => {
      await expect(main(page).getByRole('heading', { level: 2, name: newsItem.category.name.toUpperCase(), exact: true })).toBeVisible();
      await expect(main(page).getByRole('article').getByRole('heading', { level: 3, name: newsItem.title })).toBeVisible();
    },
  },
  '/terms-and-conditions': {
    heading: 'Terms and Conditions',
    content: (page) => expect(main(page).getByRole('article', { name: 'Terms and Conditions' })).toContainText('Last updated: July 30, 2025'),
  },
  '/privacy-policy': {
    heading: 'Privacy Policy',
    content: (page) => expect(main(page).getByRole('article', { name: 'Privacy Policy' })).toContainText('Last updated: July 30, 2025'),
  },
  '/business-venture/sports': { heading: sports.title, content: ventureContent },
  '/sports': { heading: sports.title, content: ventureContent },
};

/** Same-origin addresses the page links to, without their fragment, each once. */
const linkedAddresses = (page: Page) =>
  page.locator('a[href]').evaluateAll((links) => {
    const addresses = links
      .map((link) => new URL((link as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => `${url.pathname}${url.search}`);
    return [...new Set(addresses)];
  });

/** Statuses already seen in this run: the layout's links are on every page. */
const answered = new Map<string, number>();

test.describe('every route without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of visitedRoutes) {
    const check = checks[path];
    for (const [width, viewport] of [
      ['narrow', MOBILE],
      ['wide', DESKTOP],
    ] as const) {
      test(`${path} at ${viewport.width} px: its layout, its content, and links that answer`, async ({ page }) => {
        expect(check, `what ${path} shows`).toBeDefined();
        await page.setViewportSize(viewport);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);

        // SPEC §2 Header: the navigation bar above 1023 px, the hamburger at 1023 px and below.
        const hamburger = page.getByRole('button', { name: 'Open menu' });
        await expect(width === 'wide' ? mainNav(page) : hamburger).toBeVisible();
        await expect(width === 'wide' ? hamburger : mainNav(page)).toBeHidden();
        await expect(footer(page)).toBeAttached();

        await expect(main(page).getByRole('heading', { level: 1 }).first()).toHaveText(check.heading);
        await check.content(page, width);

        const addresses = await linkedAddresses(page);
        // The layout alone links every page of the header and the footer.
        expect(addresses.length).toBeGreaterThan(10);
        for (const address of addresses) {
          if (!answered.has(address)) answered.set(address, (await page.request.get(address)).status());
          expect(answered.get(address), `${address}, linked from ${path}`).toBe(200);
        }
      });
    }
  }
});
