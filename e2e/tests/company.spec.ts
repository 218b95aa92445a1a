import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, openInApp, test } from '../support/fixtures';
import { demoContent, galleryCategories as demoGalleryCategories, galleryPictures } from '../support/demo-content';
import { origin, ports } from '../support/ports.mjs';

type Named = { name: string };
type OurCompanyContent = { section_cards: { title: string }[] };

const galleryCategories = demoGalleryCategories();
const sectionOne = demoContent<{ title: string }[]>('section-one');
const leadership = demoContent<Named[]>('leadership');
const managementTeam = demoContent<(Named & { role: string; company: string })[]>('management-team');
const achievements = demoContent<unknown[]>('achievements');
const ourCompany = demoContent<OurCompanyContent>('our-company-content');

const picturesOf = galleryPictures;

const main = (page: Page) => page.getByRole('main');
const bannerImage = (page: Page) => main(page).locator('picture img').first();
const currentSrc = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).currentSrc);

/** The share of the slider's width one slide takes: 1, 1/2 or 1/3. */
async function slideShare(page: Page) {
  const slider = main(page).getByRole('region', { name: 'Achievements' });
  await expect(slider.locator('.swiper-slide').first()).toBeVisible();
  return slider.evaluate((element) => {
    const slide = element.querySelector('.swiper-slide') as HTMLElement;
    const track = element.querySelector('.swiper') as HTMLElement;
    return slide.getBoundingClientRect().width / track.getBoundingClientRect().width;
  });
}

test.describe('Our Company', () => {
  test('shows every section of the demo content at 1280 px, with its head', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/our-company');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Our Company' })).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*About\s*Our Company/);
    await expect(main(page).getByRole('heading', { name: 'Who we are' })).toBeVisible();
    for (const item of sectionOne) await expect(main(page).getByRole('heading', { name: item.title })).toBeVisible();
    const cards = main(page).getByRole('region', { name: 'Mission, vision and philosophy' }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(ourCompany.section_cards.map((card) => card.title));
    await expect(main(page).getByRole('heading', { name: 'Awards and recognition' })).toBeVisible();
    await expect(main(page).getByRole('group', { name: `1 of ${achievements.length}` }).first()).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Our leadership' })).toBeVisible();
    for (const member of leadership) await expect(main(page).getByRole('heading', { name: member.name })).toBeVisible();

    await expect(page).toHaveTitle('Our Company | Meridian Group');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /^Who we are, what we stand for/);
  });

  test('uses the desktop banner above 600 px and the mobile one at 600 px or less', async ({ page }) => {
    await page.setViewportSize({ width: 601, height: 800 });
    await page.goto('/our-company');
    await expect(bannerImage(page)).toBeVisible();
    await expect.poll(() => currentSrc(bannerImage(page))).toMatch(/banners\/our-company-desktop\.jpg\?w=\d+&fm=avif$/);

    await page.setViewportSize(MOBILE);
    await page.goto('/our-company');
    await expect(bannerImage(page)).toBeVisible();
    await expect.poll(() => currentSrc(bannerImage(page))).toMatch(/banners\/our-company-mobile\.jpg\?w=\d+&fm=avif$/);
  });

  for (const [width, share] of [
    [MOBILE.width, 1],
    [800, 1 / 2],
    [DESKTOP.width, 1 / 3],
  ] as const) {
    test(`the achievements slider shows ${Math.round(1 / share)} slide(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/our-company');
      await expect.poll(() => slideShare(page)).toBeCloseTo(share, 1);
    });
  }

  test('the achievements arrows move the slider', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/our-company');
    const slider = main(page).getByRole('region', { name: 'Achievements' });
    // Swiper starts once the visitor nears the carousel; until then its first view does not move.
    await slider.scrollIntoViewIfNeeded();
    const active = slider.locator('.swiper-slide-active');
    const before = await active.getAttribute('aria-label');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(active).not.toHaveAttribute('aria-label', before ?? '');
  });
});

test.describe('Management Team', () => {
  // Each card is a native disclosure: its summary is what the visitor chooses, its details what opens.
  const item = (page: Page, name: string) => main(page).getByRole('list', { name: 'Management team' }).getByRole('listitem').filter({ hasText: name });
  const card = (page: Page, name: string) => item(page, name).locator('summary');
  const photo = (page: Page, name: string) => card(page, name).locator('img');
  const expanded = (page: Page) => main(page).locator('details[open]');

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`at ${viewport.width} px: none expanded at start, choose, switch, close`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/management-team');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Management Team' })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Leading with purpose' })).toBeVisible();
      const [first, second] = managementTeam;
      await expect(main(page).getByRole('list', { name: 'Management team' }).getByRole('listitem')).toHaveCount(managementTeam.length);
      await expect(expanded(page)).toHaveCount(0);
      await expect(card(page, first.name)).toContainText(first.role);
      await expect(card(page, first.name)).toContainText(first.company);
      await expect(photo(page, second.name)).toHaveCSS('opacity', '1');

      await card(page, first.name).click();
      await expect(main(page).getByRole('region', { name: `About ${first.name}` })).toBeVisible();
      await expect(expanded(page)).toHaveCount(1);
      // The others step back (inactive).
      await photo(page, second.name).scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await expect(photo(page, second.name)).toHaveCSS('opacity', '0.55');

      await card(page, second.name).click();
      await expect(main(page).getByRole('region', { name: `About ${second.name}` })).toBeVisible();
      await expect(main(page).getByRole('region', { name: `About ${first.name}` })).toBeHidden();
      await expect(expanded(page)).toHaveCount(1);
      await page.mouse.move(0, 0);
      await expect(photo(page, first.name)).toHaveCSS('opacity', '0.55');

      await item(page, second.name).getByText('Close', { exact: true }).click();
      await expect(expanded(page)).toHaveCount(0);
      await expect(photo(page, first.name)).toHaveCSS('opacity', '1');
      await expect(card(page, second.name)).toBeFocused();
    });
  }

  test.describe('with the page live', () => {
    // Escape closing a card is the page script's (the browser opens and closes a card on Enter
    // and Space by itself).
    test.use({ waitUntilLive: true });

    test('works from the keyboard and takes its head from page meta', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/management-team');
      const [first] = managementTeam;
      const region = main(page).getByRole('region', { name: `About ${first.name}` });
      await card(page, first.name).focus();
      await page.keyboard.press('Enter');
      await expect(region).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(region).toBeHidden();
      await page.keyboard.press('Space');
      await expect(region).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(region).toBeHidden();
      await expect(card(page, first.name)).toBeFocused();
      await expect(page).toHaveTitle('Management Team | Meridian Group');
    });
  });
});

test.describe('Gallery', () => {
  const [firstCategory, secondCategory] = galleryCategories;
  const shownPictures = (page: Page, category: string) =>
    main(page).getByRole('list', { name: `${category} pictures` }).getByRole('img');

  test.describe('with the page live', () => {
    // The lightbox is the page script's: a click on a picture before it runs is lost
    // (controls-early.spec.ts).
    test.use({ waitUntilLive: true });

    test('at 1280 px: category buttons, the first chosen, pictures by order, the lightbox', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/gallery');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
      const buttons = main(page).getByRole('group', { name: 'Gallery categories' }).getByRole('button');
      await expect(buttons).toHaveText(galleryCategories.map((category) => category.name));
      await expect(main(page).getByRole('navigation', { name: 'Category' })).toBeHidden();
      await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(shownPictures(page, firstCategory.name)).toHaveCount(picturesOf(firstCategory.name).length);
      expect(await shownPictures(page, firstCategory.name).evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
        .toEqual(picturesOf(firstCategory.name));

      await main(page).getByRole('button', { name: secondCategory.name, exact: true }).click();
      const second = picturesOf(secondCategory.name);
      await expect(shownPictures(page, secondCategory.name)).toHaveCount(second.length);
      expect(await shownPictures(page, secondCategory.name).evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
        .toEqual(second);

      await main(page).getByRole('button', { name: `View image: ${second[1]}` }).click();
      const lightbox = page.locator('.glightbox-container');
      await expect(lightbox.getByRole('img', { name: second[1] })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);

      await expect(page).toHaveTitle('Gallery | Meridian Group');
    });
  });

  test('at 375 px: a category dropdown that filters the pictures', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/gallery');
    const dropdown = main(page).getByRole('navigation', { name: 'Category' });
    await expect(dropdown).toBeVisible();
    await expect(main(page).getByRole('group', { name: 'Gallery categories' })).toBeHidden();
    await expect(shownPictures(page, firstCategory.name)).toHaveCount(picturesOf(firstCategory.name).length);
    await dropdown.getByText('Category').click();
    await dropdown.getByRole('link', { name: secondCategory.name }).click();
    await expect(shownPictures(page, secondCategory.name)).toHaveCount(picturesOf(secondCategory.name).length);
    await expect(page).toHaveURL(`/gallery?category=${secondCategory._id}`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a category button and the dropdown lead to addresses the server renders', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/gallery');
      await main(page).getByRole('button', { name: secondCategory.name, exact: true }).click();
      await expect(page).toHaveURL(`/gallery?category=${secondCategory._id}`);
      await expect(shownPictures(page, secondCategory.name)).toHaveCount(picturesOf(secondCategory.name).length);

      await page.setViewportSize(MOBILE);
      const dropdown = main(page).getByRole('navigation', { name: 'Category' });
      await dropdown.getByText('Category').click();
      await dropdown.getByRole('link', { name: firstCategory.name }).click();
      await expect(shownPictures(page, firstCategory.name)).toHaveCount(picturesOf(firstCategory.name).length);
    });
  });

  test('sets scroll restoration to manual while shown, and back when the visitor leaves', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/gallery');
    await expect(main(page).getByRole('group', { name: 'Gallery categories' })).toBeVisible();
    // The page's script sets it once it runs.
    await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Investments' }).click();
    await expect(main(page).getByRole('heading', { name: 'STRATEGIC INVESTMENTS' })).toBeVisible();
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('auto');
  });

  test.describe('when the gallery cannot be loaded', () => {
    test.use({ allowConsoleErrors: /Failed to load resource|\[api\] GET \/gallery\/categories/ });

    test('says "Failed to load gallery data"', async ({ page }) => {
      await page.route(`${origin(ports.api)}/gallery/categories`, (route) => route.fulfill({ status: 500, body: 'down' }));
      await openInApp(page, '/gallery');
      await expect(main(page).getByRole('alert')).toHaveText(/Failed to load gallery data/);
      await expect(main(page).getByRole('button', { name: /^View image/ })).toHaveCount(0);
    });
  });
});

test.describe('static pages', () => {
  test('Investments: STRATEGIC INVESTMENTS and its two paragraphs', async ({ page }) => {
    await page.goto('/investments');
    const section = main(page).getByRole('region', { name: 'STRATEGIC INVESTMENTS' });
    await expect(section.locator('p')).toHaveCount(2);
    await expect(section.locator('p').first()).toContainText('sports, hospitality, healthcare');
    await expect(section.locator('p').nth(1)).toContainText('blockchain');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
    await expect(page).toHaveTitle('Investments | Meridian Group');
  });

  test('CSR Initiatives: the six areas, on a phone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/csr-initiatives');
    await expect(main(page).getByRole('article').getByRole('heading')).toHaveText([
      'Education',
      'Sports',
      'Relief',
      'Disability Support',
      'Rural Upliftment',
      'Environment',
    ]);
    await expect(page).toHaveTitle('CSR Initiatives | Meridian Group');
  });

  test('Terms and Conditions: dated, age 18, Mumbai courts, 30 days, and a link to the contact page', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const terms = main(page).getByRole('article', { name: 'Terms and Conditions' });
    await expect(terms).toContainText('Last updated: July 30, 2025');
    await expect(terms.getByRole('region', { name: 'Age Restriction' })).toContainText('over the age of 18');
    await expect(terms.getByRole('region', { name: 'Governing Law' })).toContainText('courts of Mumbai');
    await expect(terms.getByRole('region', { name: 'Changes to These Terms and Conditions' })).toContainText('30 days’ notice');
    const contact = terms.getByRole('region', { name: 'Contact Us' });
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await contact.getByRole('link', { name: 'Contact Us page' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('Privacy Policy: dated, under-13s, rights, and the contact page; banner switches at 600 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/privacy-policy');
    const policy = main(page).getByRole('article', { name: 'Privacy Policy' });
    await expect(policy).toContainText('Last updated: July 30, 2025');
    await expect(policy).toContainText('based in Mumbai, India');
    await expect(policy.getByRole('region', { name: 'Children’s Privacy' })).toContainText('under the age of 13');
    await expect(policy.getByRole('region', { name: 'Your Data Protection Rights' }).getByRole('listitem')).toHaveCount(6);
    await expect.poll(() => currentSrc(bannerImage(page))).toMatch(/banners\/privacy-policy-mobile\.jpg\?w=\d+&fm=avif$/);

    await page.setViewportSize({ width: 601, height: 800 });
    await page.reload();
    await expect(bannerImage(page)).toBeVisible();
    await expect.poll(() => currentSrc(bannerImage(page))).toMatch(/banners\/privacy-policy-desktop\.jpg\?w=\d+&fm=avif$/);

    await policy.getByRole('region', { name: 'Contact Us' }).getByRole('link', { name: 'Contact Us page' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
