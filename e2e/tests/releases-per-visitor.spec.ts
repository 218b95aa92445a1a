// Releases chosen per visitor (docs/decisions/0042): real builds of mfe-news named news-2 and
// news-3, in a deployment folder laid out with releases as the deploy command writes it, and the
// shell's server in a process of its own, as operators run it.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, openInApp, routeOutsideWorld, test } from '../support/fixtures';
import { buildRemote } from '../support/build-remote';
import { previewToken, PREVIEW_SECRET } from '../support/preview-link';
import { ports, remotes, spareShellPorts } from '../support/ports.mjs';
import { serveReleaseDeployment, throwingInBrowser } from '../support/release-deployment';
import type { ReleaseBuild, ReleaseDeployment } from '../support/release-deployment';
import { renderedRelease } from '../support/remote-deployment';
import { remoteNotice } from '../support/remote-notice';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

const BUILD_TIMEOUT_MS = 300_000;
const RELEASES_TOKEN = 'releases-token-for-the-browser-tests-0123456789';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const builds: ReleaseBuild[] = [];
const build = async (release: string) => {
  const made = { release, folder: await buildRemote(remotes.news.packageDir, { SITE_RELEASE: release }) };
  builds.push(made);
  return made;
};

/** The release of the news centre as the page's own script renders it, after a navigation inside the site. */
async function browserRelease(page: Page, shell: ShellProcess): Promise<string | null> {
  await openInApp(page, '/news-centre', `${shell.url}/contact-us`);
  await expect(page.getByRole('button', { name: 'LOAD MORE' })).toBeVisible();
  return page.locator('[data-remote="news"]').getAttribute('data-release');
}

const previewNotice = (page: Page) => page.getByRole('status', { name: 'Preview' });

/** Another visitor: a browser context of their own (their own cookies). */
async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await routeOutsideWorld(page);
  return { context, page };
}

test.describe('releases per visitor', () => {
  test.describe.configure({ mode: 'serial' });
  let news2: ReleaseBuild;
  let news3: ReleaseBuild;

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT_MS);
    news2 = await build('news-2');
    news3 = await build('news-3');
  });

  test.afterAll(() => {
    for (const { folder } of builds) fs.rmSync(folder, { recursive: true, force: true });
  });

  test.describe('a preview link', () => {
    let deployment: ReleaseDeployment | undefined;
    let shell: ShellProcess | undefined;

    test.beforeAll(async () => {
      deployment = await serveReleaseDeployment(ports.shell + 38, news2, [news3]);
      deployment.setReleases({ staged: ['news-3'] });
      shell = await startShell(spareShellPorts[0], { remoteUrls: { news: deployment.manifestUrl }, env: { RELEASE_PREVIEW_SECRET: PREVIEW_SECRET, RELEASES_TOKEN } });
    });

    test.afterAll(async () => {
      await shell?.stop();
      await deployment?.close();
    });

    test('is made as the shared format says', () => {
      expect(previewToken('preview-secret-for-tests-0123456789abcdef', 'news', 'news-2', 2_000_000_000)).toBe(
        'eyJyZW1vdGUiOiJuZXdzIiwicmVsZWFzZSI6Im5ld3MtMiIsImV4cCI6MjAwMDAwMDAwMH0.zmuXa2e_1djrJoGJSlsvesLHhbU6dWqY3IH_R_oY8Do',
      );
    });

    test('shows the staged release to its visitor only, with a notice, until they leave it', async ({ page, browser }) => {
      await page.goto(`${shell!.url}/news-centre?preview=${previewToken(PREVIEW_SECRET, 'news', 'news-3', inAnHour())}`);
      await expect(page).toHaveURL(`${shell!.url}/news-centre`);
      await expect(previewNotice(page)).toHaveText('Preview: news release news-3. Leave the preview');
      await expect(page.locator('[data-remote="news"]')).toHaveAttribute('data-release', 'news-3');
      expect(await browserRelease(page, shell!)).toBe('news-3');
      await expect(previewNotice(page)).toBeVisible();

      const { context: other, page: otherPage } = await newVisitor(browser);
      await otherPage.goto(`${shell!.url}/news-centre`);
      await expect(otherPage.locator('[data-remote="news"]')).toHaveAttribute('data-release', 'news-2');
      await expect(previewNotice(otherPage)).toHaveCount(0);
      expect(await browserRelease(otherPage, shell!)).toBe('news-2');
      await other.close();

      await previewNotice(page).getByRole('link', { name: 'Leave the preview' }).click();
      await expect(page).toHaveURL(`${shell!.url}/`);
      await expect(previewNotice(page)).toHaveCount(0);
      expect(await browserRelease(page, shell!)).toBe('news-2');
    });

    test('with a tampered or expired token is ignored', async ({ browser }) => {
      const valid = previewToken(PREVIEW_SECRET, 'news', 'news-3', inAnHour());
      const [payload] = valid.split('.');
      const otherRelease = previewToken('not-the-site-secret-but-as-long-0123456789', 'news', 'news-3', inAnHour());
      for (const token of [`${payload}.${otherRelease.split('.')[1]}`, previewToken(PREVIEW_SECRET, 'news', 'news-3', Math.floor(Date.now() / 1000) - 1)]) {
        const { context, page } = await newVisitor(browser);
        await page.goto(`${shell!.url}/news-centre?preview=${token}`);
        await expect(page.locator('[data-remote="news"]')).toHaveAttribute('data-release', 'news-2');
        await expect(previewNotice(page)).toHaveCount(0);
        expect((await context.cookies()).map(({ name }) => name)).not.toContain('site_preview');
        await context.close();
      }
    });
  });

  test.describe('a canary that throws in the browser', () => {
    let deployment: ReleaseDeployment | undefined;
    let shell: ShellProcess | undefined;

    test.beforeAll(async () => {
      deployment = await serveReleaseDeployment(ports.shell + 39, news2, [throwingInBrowser(news3)]);
      deployment.setReleases({ canary: { release: 'news-3', percent: 50 } });
      // The server is given the deployment folder: it writes an automatic abort into releases.json.
      shell = await startShell(spareShellPorts[1], { remoteUrls: { news: deployment.manifestUrl }, env: { RELEASES_TOKEN, CANARY_MIN_PAGES: '4', REMOTE_NEWS_FOLDER: deployment.folder } });
    });

    test.afterAll(async () => {
      await shell?.stop();
      await deployment?.close();
    });

    /** One new visitor's visit of the news centre: which release the server gave them. */
    async function visit(browser: Browser): Promise<{ context: BrowserContext; release: string | undefined }> {
      const { context, page } = await newVisitor(browser);
      const response = await page.goto(`${shell!.url}/news-centre`);
      const release = renderedRelease((await response?.text()) ?? '', 'news');
      // The canary's visitors keep the server's page, told that its interactive parts could not
      // load, once the browser has tried to run the release.
      if (release === 'news-3') await expect(remoteNotice(page)).toBeVisible();
      else await expect(page.getByRole('button', { name: 'LOAD MORE' })).toBeVisible();
      return { context, release };
    }

    const status = async (request: APIRequestContext) =>
      (await (await request.get(`${shell!.url}/_site/releases`, { headers: { authorization: `Bearer ${RELEASES_TOKEN}` } })).json()) as {
        remotes: {
          news: {
            canary: { release: string; autoAborted: boolean; pages: number; errors: number } | null;
            aborted: { release: string; by: string; reason: string | null; pages: number; errors: number } | null;
            live: { release: string; pages: number; errors: number };
          };
        };
      };
    const aborted = async (request: APIRequestContext) => {
      const { canary, aborted } = (await status(request)).remotes.news;
      return canary?.autoAborted === true || aborted !== null;
    };

    test('is rolled back by itself once its error rate is over the live release’s', async ({ browser, request, page }) => {
      let canaryVisitor: BrowserContext | undefined;
      const visitors: BrowserContext[] = [];
      // Visitors come until the canary is aborted; half of them land in it.
      for (let i = 0; i < 40 && !(await aborted(request)); i += 1) {
        const { context, release } = await visit(browser);
        visitors.push(context);
        if (release === 'news-3') canaryVisitor ??= context;
      }
      // The abort is in the deployment's releases.json, as pnpm release abort leaves it, with who and why; the server reads it back.
      await expect.poll(async () => (await status(request)).remotes.news.canary).toBeNull();
      const { aborted: recorded, live } = (await status(request)).remotes.news;
      expect(recorded).toMatchObject({ release: 'news-3', by: expect.stringMatching(/^site-server on /), reason: expect.stringMatching(/^aborted automatically: error rate [\d.]+ vs 0 over \d+ pages$/) });
      expect(recorded!.pages).toBeGreaterThanOrEqual(4);
      expect(recorded!.errors).toBeGreaterThan(0);
      expect(live).toMatchObject({ release: 'news-2', errors: 0 });
      const file = JSON.parse(fs.readFileSync(path.join(deployment!.folder, 'releases.json'), 'utf8')) as { canary: unknown; staged: { release: string }[] };
      expect(file.canary).toBeNull();
      expect(file.staged.map((entry) => entry.release)).toEqual(['news-3']);

      // A visitor of the canary's share gets the live release now, and a page that works.
      const again = await canaryVisitor!.newPage();
      await again.goto(`${shell!.url}/news-centre`);
      await expect(again.locator('[data-remote="news"]')).toHaveAttribute('data-release', 'news-2');
      await expect(again.getByRole('button', { name: 'LOAD MORE' })).toBeVisible();
      for (const context of visitors) await context.close();

      // The operator's page says so, once signed in with the token.
      await page.goto(`${shell!.url}/_site/releases`);
      await page.getByLabel('Releases token').fill(RELEASES_TOKEN);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'news' })).toBeVisible();
      await expect(page.getByRole('row', { name: /aborted canary news-3/ })).toContainText('by site-server on');
      await expect(page.getByRole('row', { name: /aborted canary news-3/ })).toContainText('aborted automatically: error rate');
    });
  });
});
