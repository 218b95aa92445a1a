import { expect, test } from '../support/fixtures';
import { firstInnerNewsItem } from '../support/demo-content';

/** Pages with nothing interactive beyond links and the layout: the server sends them whole, without script. */
const documentPages = ['/investments', '/csr-initiatives', '/privacy-policy', '/terms-and-conditions', `/news-centre/${firstInnerNewsItem().slug}`, '/business-venture/sports', '/healthcare'];

/** Scripts a browser would run: every <script> but structured data. */
const runnableScripts = (html: string) => (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));

test.describe('pages without script', () => {
  for (const path of documentPages) {
    test(`${path} comes whole, with no script to run or preload`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(runnableScripts(html)).toEqual([]);
      expect(html).not.toMatch(/rel="(preload|modulepreload)"[^>]*as="script"|as="script"[^>]*rel="preload"/);

      const scripts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scripts.push(sent.url());
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
      expect(scripts).toEqual([]);
    });
  }

  test.describe('from a page whose script runs', () => {
    // A link followed before the page's script runs is a document load by nature; this checks the
    // router's own handling of it, so the page it starts from must be live and done fetching.
    test.use({ waitUntilLive: true });

    test('a link to one from a page with script loads it as a document, fetching no script', async ({ page }) => {
      await page.goto('/news-centre');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main').locator('h1').first()).toHaveText('News Centre');
      // Whatever the page's script holds is gone after a document load.
      await page.evaluate(() => Object.assign(window, { pageBeforeLink: true }));
      const scripts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scripts.push(sent.url());
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Investments' }).click();
      await expect(page).toHaveURL(/\/investments$/);
      await expect(page.getByRole('main').locator('h1').first()).toHaveText('Investments');
      expect(await page.evaluate(() => 'pageBeforeLink' in window)).toBe(false);
      expect(scripts).toEqual([]);
      // And back: the page with script is itself again.
      await page.goBack();
      await expect(page.getByRole('main').locator('h1').first()).toHaveText('News Centre');
    });
  });
});
