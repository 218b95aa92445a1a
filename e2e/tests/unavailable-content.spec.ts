import { expect, test } from '../support/fixtures';
import { firstInnerNewsItem, visibleVentures } from '../support/demo-content';
import { origin, ports, spareShellPorts } from '../support/ports.mjs';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

/** Where the outage's shell looks for its API: nothing listens there. */
const DEAD_API_PORT = ports.shell + 46;

const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

test.describe('pages whose content cannot be read (the API down)', () => {
  // The page's own status and the reads that cannot reach the API, as the browser reports them.
  test.use({ allowConsoleErrors: /Failed to load resource|status of 503|ERR_CONNECTION_REFUSED|Failed to fetch|\[api\] GET/ });

  let shell: ShellProcess | undefined;

  test.beforeAll(async () => {
    shell = await startShell(spareShellPorts[2], { env: { API_BASE_URL: origin(DEAD_API_PORT) } });
  });

  test.afterAll(async () => {
    await shell?.stop();
  });

  const item = firstInnerNewsItem();
  const venture = visibleVentures()[0];

  for (const [label, path] of [
    ['a news item', `/news-centre/${item.slug}`],
    ['a venture', `/business-venture/${venture.slug}`],
    ['the news centre', '/news-centre'],
  ]) {
    test(`${label} answers 503 with Retry-After, not a 404 for crawlers to drop`, async ({ request }) => {
      const response = await request.get(`${shell!.url}${path}`);
      expect(response.status()).toBe(503);
      expect(response.headers()['retry-after']).toBe('30');
      const html = await response.text();
      expect(html).toContain('could not be loaded.');
      expect(html).not.toContain('not found');
      expect(robotsOf(html)).toBe('index, follow');
    });
  }

  test('a news item shows the error state with "Try again" and SPEC §8 toast', async ({ page }) => {
    await page.goto(`${shell!.url}/news-centre/${item.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByText('The news item could not be loaded.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toBeVisible();
    await expect(main.getByText('News item not found')).toHaveCount(0);
  });
});

test.describe('a slug the API does not have', () => {
  // The page answers 404, which the browser reports.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  for (const [label, path, state] of [
    ['a news item holding <, > and "', '/news-centre/<b>"', 'News item not found'],
    ['a venture holding <, > and "', '/business-venture/<b>"', 'Business venture not found'],
  ]) {
    test(`${label} answers 404 with the not-found state alone, no toast`, async ({ page }) => {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main').getByText(state, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0);
      // The page is live by now: a toast the server queued would be showing.
      await expect(page.locator('html[data-live]')).toHaveCount(1);
      await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toHaveCount(0);
    });
  }
});
