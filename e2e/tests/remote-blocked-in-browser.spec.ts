// A remote whose origin the visitor's browser cannot reach (its host down, or blocked by a
// network) while the site's server still renders with it: a page the server rendered whole stays
// readable, says that some interactive parts could not load, and is taken over once the remote
// comes; a navigation inside the site to one of its pages keeps the page on screen until the
// fallback replaces it. At no moment is the main region empty, or only a loader once content was
// shown. docs/decisions/0050-every-behaviour-with-or-without-script.md
import type { Page } from '@playwright/test';
import type { RemoteName } from '@group/shared/config';
import { DESKTOP, expect, test } from '../support/fixtures';
import { firstInnerNewsItem } from '../support/demo-content';
import { disclaimer } from '../support/keyboard';
import { isLive, menuPanel } from '../support/native-controls';
import { origin, ports } from '../support/ports.mjs';
import { remoteNotice } from '../support/remote-notice';

const FALLBACK = 'This page is not available right now';

/** Every route, by the remote that renders it, and whether its page carries a script. */
const routesOf: Record<RemoteName, { path: string; script: boolean }[]> = {
  home: [{ path: '/', script: true }],
  ventures: [
    { path: '/business-venture/sports', script: false },
    { path: '/healthcare', script: false },
  ],
  news: [
    { path: '/news-centre', script: true },
    { path: `/news-centre/${firstInnerNewsItem().slug}`, script: false },
  ],
  company: [
    { path: '/our-company', script: true },
    { path: '/management-team', script: true },
    { path: '/gallery', script: true },
    { path: '/investments', script: false },
    { path: '/csr-initiatives', script: false },
    { path: '/privacy-policy', script: false },
    { path: '/terms-and-conditions', script: false },
  ],
  forms: [
    { path: '/careers', script: true },
    { path: '/contact-us', script: true },
  ],
};

/** How a visitor reaches each page with script from another page of the site: a link of the layout. */
const linkTo: Record<string, (page: Page) => ReturnType<Page['getByRole']>> = {
  '/': (page) => page.getByRole('banner').getByRole('link', { name: 'Meridian Group' }),
  '/our-company': (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Our Company' }),
  '/management-team': (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Management Team' }),
  '/gallery': (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }),
  '/news-centre': (page) => page.getByRole('contentinfo').getByRole('link', { name: 'News Centre' }),
  '/careers': (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }),
  '/contact-us': (page) => page.getByRole('banner').getByRole('link', { name: 'Contact Us' }),
};

/** Refuses every request to `remote`'s origin, as an unreachable host does; returns what lifts it. */
async function blockRemote(page: Page, remote: RemoteName): Promise<() => Promise<void>> {
  const pattern = `${origin(ports[remote])}/**`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return () => page.unroute(pattern);
}

type Sample = 'empty' | 'only a loader' | 'content' | 'between documents';

/** What the main region shows: nothing, only the page loader, or content (a heading of its own). */
const sampleMain = (page: Page): Promise<Sample> =>
  page
    .evaluate(() => {
      const main = document.querySelector('main');
      const headings = [...(main?.querySelectorAll('h1') ?? [])];
      if (headings.some((h1) => h1.getClientRects().length > 0 && h1.textContent?.trim())) return 'content';
      return main?.querySelector('[role="status"][aria-label="Loading page"]') ? 'only a loader' : 'empty';
    })
    .catch(() => 'between documents' as const);

/** The main region every 250 ms for 10 s. */
async function watchMain(page: Page): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let tick = 0; tick < 40; tick += 1) {
    samples.push(await sampleMain(page));
    await page.waitForTimeout(250);
  }
  return samples;
}

/** Once content was shown, it stays: never empty, never only a loader. */
function expectContentKept(samples: Sample[]): void {
  const first = samples.indexOf('content');
  expect(first, `content shown in ${samples.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(samples.slice(first).filter((sample) => sample === 'empty' || sample === 'only a loader'), samples.join(', ')).toEqual([]);
}

test.describe('a remote the browser cannot reach', () => {
  test.use({ viewport: DESKTOP, allowConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|federation|RUNTIME-|mfe_\w+/i });

  for (const [remote, routes] of Object.entries(routesOf) as [RemoteName, (typeof routesOf)[RemoteName]][]) {
    for (const { path, script } of routes) {
      test(`${remote}: ${path} opened afresh keeps the server's page${script ? ', says so, and is taken over once the remote comes' : ''}`, async ({ page, request }) => {
        // The server renders the page whole (a server that has just started may leave a part of
        // its first pages to the browser).
        expect((await request.get(path)).ok()).toBe(true);
        const unblock = await blockRemote(page, remote);
        await page.goto(path);
        const heading = page.getByRole('main').locator('h1').first();
        await expect(heading).toBeVisible();
        const shown = (await heading.textContent()) ?? '';
        if (path === '/') await disclaimer(page).getByRole('button', { name: 'Close' }).click();

        expectContentKept(await watchMain(page));
        await expect(heading).toHaveText(shown);
        await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
        // Its links and the layout's controls still work without the remote.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).click();
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Management Team' })).toBeVisible();
        await page.keyboard.press('Escape');
        if (!script) return;

        await expect(remoteNotice(page)).toBeVisible();
        expect(await isLive(page)).toBe(false);
        await unblock();
        await expect(remoteNotice(page)).toHaveCount(0, { timeout: 30_000 });
        await expect.poll(() => isLive(page), { timeout: 30_000 }).toBe(true);
        await expect(heading).toHaveText(shown);
        expect(await page.getByRole('main').getByRole('status', { name: 'Loading page' }).count()).toBe(0);
        // The remote's stylesheets, refused with the page, are in force once it is back.
        await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => !(link as HTMLLinkElement).sheet).length)).toBe(0);
      });
    }

    const from = remote === 'forms' ? '/news-centre' : '/contact-us';
    for (const { path } of routes.filter((route) => route.script)) {
      test.describe('reached inside the site', () => {
        // A navigation inside the site needs the page it starts from to be running.
        test.use({ waitUntilLive: true });

        test(`${remote}: ${path} reached from ${from} keeps the page on screen until its fallback replaces it`, async ({ page }) => {
          await page.goto(from);
          await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
          await blockRemote(page, remote);
          await linkTo[path]!(page).click();

          const samples = await watchMain(page);
          expect(samples[0]).toBe('content');
          expectContentKept(samples);
          expect(samples).not.toContain('between documents');
          await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
          await expect(menuPanel(page)).toBeHidden();
        });
      });
    }
  }
});
