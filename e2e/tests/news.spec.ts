import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, openInApp, test } from '../support/fixtures';
import { demoContent, listedNews, newsCategories } from '../support/demo-content';
import { origin, ports } from '../support/ports.mjs';

type NewsItem = {
  slug: string;
  title: string;
  description: string;
  status: boolean;
  order?: number;
  link_type: string;
  cta?: string;
  innerLink?: string;
  image: { url: string };
  inner_page_image?: { url: string };
  category: { _id: string; name: string };
};

const categories = newsCategories();
const items = demoContent<NewsItem[]>('news-items');
const categoryNamed = (name: string) => categories.find((category) => category.name === name)!;
const listed = (name: string) => listedNews<NewsItem>(name);

const titles = (name: string, count?: number) => listed(name).slice(0, count).map((item) => item.title);
const findItem = (predicate: (item: NewsItem) => boolean) => items.find((item) => item.status && predicate(item))!;

const main = (page: Page) => page.getByRole('main');
const cardHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const loadMore = (page: Page) => page.getByRole('button', { name: 'LOAD MORE', exact: true });
const cardOf = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

function isNewsPage(url: string, category: string, skip: number) {
  const { pathname, searchParams } = new URL(url);
  return (
    pathname === '/newscentre' &&
    searchParams.get('category') === category &&
    searchParams.get('skip') === String(skip) &&
    searchParams.get('limit') === '3'
  );
}

/** Presses LOAD MORE, which asks for the category's news after the `skip` shown, and shows `titles`. */
async function loadMoreInPlace(page: Page, categoryId: string, skip: number, titles: string[]) {
  const asked = page.waitForRequest((request) => isNewsPage(request.url(), categoryId, skip));
  await loadMore(page).click();
  await asked;
  await expect(cardHeadings(page)).toHaveText(titles);
}

test.describe('News Centre at 1280 px', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(DESKTOP));

  test('shows the banner, the category tabs and the first category, with its head from page meta', async ({ page }) => {
    await page.goto('/news-centre');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'News Centre' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'News Centre' })).toHaveAttribute('src', /banners\/news-centre-desktop\.jpg$/);
    const tabs = main.getByRole('tab');
    await expect(tabs).toHaveText(categories.map((category) => category.name));
    await expect(main.getByRole('tab', { name: 'Press Releases' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('navigation', { name: 'Select category' })).toBeHidden();
    await expect(cardHeadings(page)).toHaveText(titles('Press Releases', 3));
    await expect(cardOf(page, listed('Press Releases')[0].title).locator('time')).toHaveText('January 14, 2026');

    await expect(page).toHaveTitle('News Centre | Meridian Group');
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^Press releases, media mentions/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(ports.shell)}/news-centre`);
  });

  test('Media Mentions show month and year; other categories month, day and year', async ({ page }) => {
    await page.goto('/news-centre');
    await page.getByRole('tab', { name: 'Media Mentions' }).click();
    const mention = listed('Media Mentions')[0];
    await expect(cardOf(page, mention.title).locator('time')).toHaveText('January 2026');
    await page.getByRole('tab', { name: 'Group Updates' }).click();
    await expect(cardOf(page, listed('Group Updates')[0].title).locator('time')).toHaveText('December 18, 2025');
  });

  test('the hash selects a category and the address names it instead, without a new history entry', async ({ page }) => {
    const updates = categoryNamed('Group Updates');
    const csr = categoryNamed('CSR Stories');
    await page.goto('/investments');
    await page.goto(`/news-centre?from=home#${updates._id}`);
    await expect(page.getByRole('tab', { name: 'Group Updates' })).toHaveAttribute('aria-selected', 'true');
    await expect(cardHeadings(page)).toHaveText(titles('Group Updates', 3));
    await expect.poll(() => page.url()).toBe(`${origin(ports.shell)}/news-centre?from=home&category=${updates._id}`);

    // A later hash (typed into the address bar) selects again and is replaced again.
    await page.evaluate((id) => {
      window.location.hash = id;
    }, csr._id);
    await expect(page.getByRole('tab', { name: 'CSR Stories' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.url()).toBe(`${origin(ports.shell)}/news-centre?from=home&category=${csr._id}`);

    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${origin(ports.shell)}/news-centre?from=home&category=${updates._id}`);
    await page.goBack();
    await expect(page).toHaveURL(/\/investments$/);
  });

  test('the home page category cards land on their category', async ({ page }) => {
    const media = categoryNamed('Media Mentions');
    await page.goto(`/news-centre#${media._id}`);
    await expect(page.getByRole('tab', { name: 'Media Mentions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`/news-centre?category=${media._id}`);
  });

  test('an inner-page-link card opens its news page', async ({ page }) => {
    const story = listed('Press Releases')[0];
    await page.goto('/news-centre');
    await cardOf(page, story.title).click();
    await expect(page).toHaveURL(new RegExp(`/news-centre/${story.slug}$`));
    await expect(page.getByRole('heading', { level: 3, name: story.title })).toBeVisible();
  });

  test('an external-link card opens its cta in a new tab without referrer; a none card is not a link', async ({ page }) => {
    const external = listed('Media Mentions').find((item) => item.link_type === 'external-link')!;
    const plain = listed('Media Mentions').find((item) => item.link_type === 'none')!;
    await page.goto('/news-centre');
    await page.getByRole('tab', { name: 'Media Mentions' }).click();
    const link = page.getByRole('link', { name: external.title, exact: true });
    await expect(link).toHaveAttribute('href', external.cta!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await loadMore(page).click();
    const plainCard = cardOf(page, plain.title);
    await expect(plainCard).toBeVisible();
    await expect(plainCard.locator('a, button, [tabindex]')).toHaveCount(0);
  });

  test.describe('with the page live', () => {
    // Pages loaded in place, the arrow keys between the tabs and the lightbox are the page
    // script's: these tests start once it runs. Before, LOAD MORE and the tabs are links to
    // addresses the server renders (the tests without JavaScript), and a click on a video card
    // is lost (controls-early.spec.ts).
    test.use({ waitUntilLive: true });

    test('LOAD MORE appends the next 3 of that category alone; each category keeps what it loaded', async ({ page }) => {
      const press = categoryNamed('Press Releases');
      const media = categoryNamed('Media Mentions');
      await page.goto('/news-centre');
      await expect(cardHeadings(page)).toHaveCount(3);

      await loadMoreInPlace(page, press._id, 3, titles('Press Releases', 6));
      await loadMoreInPlace(page, press._id, 6, titles('Press Releases'));
      await expect(loadMore(page)).toHaveCount(0);

      await page.getByRole('tab', { name: 'Media Mentions' }).click();
      await expect(cardHeadings(page)).toHaveText(titles('Media Mentions', 3));
      await loadMoreInPlace(page, media._id, 3, titles('Media Mentions'));
      await expect(loadMore(page)).toHaveCount(0);

      await page.getByRole('tab', { name: 'Press Releases' }).click();
      await expect(cardHeadings(page)).toHaveText(titles('Press Releases'));
      await page.getByRole('tab', { name: 'CSR Stories' }).click();
      await expect(cardHeadings(page)).toHaveText(titles('CSR Stories', 3));
      await expect(loadMore(page)).toBeVisible();
    });

    test('the arrow keys move between the tabs', async ({ page }) => {
      await page.goto('/news-centre');
      const first = page.getByRole('tab', { name: 'Press Releases' });
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Media Mentions' })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Media Mentions' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: 'CSR Stories' })).toHaveAttribute('aria-selected', 'true');
      await expect(cardHeadings(page)).toHaveText(titles('CSR Stories', 3));
    });

    test('a video card opens the lightbox, which says "Invalid source" when the video cannot play', async ({ page }) => {
      const video = listed('Group Updates').find((item) => item.link_type === 'video')!;
      await page.goto('/news-centre');
      await page.getByRole('tab', { name: 'Group Updates' }).click();
      const videoRequest = page.waitForRequest((request) => request.url() === video.cta);
      await page.getByRole('button', { name: video.title, exact: true }).click();
      await videoRequest;
      // The demo video lives outside this sandbox, so it never arrives.
      await expect(page.locator('.glightbox-container').getByText('Invalid source')).toBeVisible();
    });
  });
});

test.describe('News Centre at 375 px', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(MOBILE));

  test('chooses the category with the "Select category" dropdown', async ({ page }) => {
    await page.goto('/news-centre');
    const dropdown = page.getByRole('navigation', { name: 'Select category' });
    await expect(dropdown).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
    await dropdown.getByText('Select category').click();
    await expect(dropdown.getByRole('link')).toHaveText(categories.map((category) => category.name));
    await expect(main(page).getByRole('img', { name: 'News Centre' })).toBeVisible();
    await dropdown.getByRole('link', { name: 'CSR Stories' }).click();
    await expect(cardHeadings(page)).toHaveText(titles('CSR Stories', 3));
    await expect(page).toHaveURL(`/news-centre?category=${categoryNamed('CSR Stories')._id}`);
    await expect(dropdown.getByRole('link')).toBeHidden();
    await loadMore(page).click();
    await expect(cardHeadings(page)).toHaveText(titles('CSR Stories'));
    await expect(loadMore(page)).toHaveCount(0);
  });

  test('the hash selects the dropdown’s category, and the address names it', async ({ page }) => {
    const media = categoryNamed('Media Mentions');
    await page.goto(`/news-centre#${media._id}`);
    await expect(page.getByRole('navigation', { name: 'Select category' }).locator('summary')).toContainText('Media Mentions');
    await expect(cardHeadings(page)).toHaveText(titles('Media Mentions', 3));
    await expect(page).toHaveURL(`/news-centre?category=${media._id}`);
  });
});

test.describe('News detail', () => {
  const story = findItem((item) => Boolean(item.inner_page_image && item.innerLink && /<strong>/.test(item.description)));

  test('at 1280 px: banner, category, title, inner image, plain description and "Read More", with its head', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/news-centre/${story.slug}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'News Centre' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: story.category.name.toUpperCase(), exact: true })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3, name: story.title })).toBeVisible();
    const article = main(page).getByRole('article');
    await expect(article.getByRole('img')).toHaveAttribute('src', new RegExp(`${story.inner_page_image!.url}$`));

    const lead = article.locator('p').first();
    await expect(lead).toContainText('Jodhpur, 14 January 2026:');
    await expect(article.locator('strong, b')).toHaveCount(0);
    const weight = await lead.evaluate((element) => Number(getComputedStyle(element).fontWeight));
    expect(weight).toBeLessThan(600);

    const readMore = article.getByRole('link', { name: 'Read More' });
    await expect(readMore).toHaveAttribute('href', story.innerLink!);
    await expect(readMore).toHaveAttribute('target', '_blank');
    await expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(page).toHaveTitle(story.title);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^Jodhpur, 14 January 2026: Meridian Green Energy/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(ports.shell)}/news-centre/${story.slug}`);
  });

  test('at 375 px: the card image stands in without an inner image, and there is no "Read More" without innerLink', async ({ page }) => {
    const plain = findItem((item) => item.link_type === 'inner-page-link' && !item.inner_page_image && !item.innerLink);
    await page.setViewportSize(MOBILE);
    await page.goto(`/news-centre/${plain.slug}`);
    const article = main(page).getByRole('article');
    await expect(article.getByRole('heading', { level: 3, name: plain.title })).toBeVisible();
    await expect(article.getByRole('img')).toHaveAttribute('src', new RegExp(`${plain.image.url}$`));
    await expect(article.getByRole('link', { name: 'Read More' })).toHaveCount(0);
  });

  test('shows "Loading..." while the item is on its way', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${origin(ports.api)}/newscentre/${story.slug}`, async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, `/news-centre/${story.slug}`);
    await expect(main(page).getByRole('status')).toHaveText('Loading...');
    release();
    await expect(main(page).getByRole('heading', { level: 3, name: story.title })).toBeVisible();
    await expect(main(page).getByText('Loading...')).toHaveCount(0);
  });

  test.describe('an unknown slug', () => {
    test.use({ allowConsoleErrors: /Failed to load resource|status 404/ });

    test('shows "News item not found" with a way back', async ({ page }) => {
      await page.goto('/news-centre/no-such-story');
      await expect(main(page).getByText('News item not found', { exact: true })).toBeVisible();
      await main(page).getByRole('link', { name: 'Back to News Centre' }).click();
      await expect(page).toHaveURL(/\/news-centre$/);
      await expect(page.getByRole('tab', { name: 'Press Releases' })).toHaveAttribute('aria-selected', 'true');
    });
  });
});

test.describe('News Centre without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a tab and LOAD MORE lead to addresses the server renders, at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/news-centre');
    await page.getByRole('tab', { name: 'CSR Stories' }).click();
    await expect(page).toHaveURL(`/news-centre?category=${categoryNamed('CSR Stories')._id}`);
    await expect(page.getByRole('tab', { name: 'CSR Stories' })).toHaveAttribute('aria-selected', 'true');
    await expect(cardHeadings(page)).toHaveText(titles('CSR Stories', 3));
    await loadMore(page).click();
    await expect(cardHeadings(page)).toHaveText(titles('CSR Stories', 6));
    // The new address opens at the first card LOAD MORE added.
    await expect(page).toHaveURL(/&more=1#news-item-4$/);
    await expect(cardOf(page, titles('CSR Stories')[3])).toBeInViewport();
  });

  test('the dropdown opens and leads to its category, at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/news-centre');
    const dropdown = page.getByRole('navigation', { name: 'Select category' });
    await dropdown.getByText('Select category').click();
    await dropdown.getByRole('link', { name: 'Media Mentions' }).click();
    await expect(cardHeadings(page)).toHaveText(titles('Media Mentions', 3));
  });
});
