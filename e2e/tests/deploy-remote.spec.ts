// Deploying one remote while the site runs (README, "Deploying one remote"): real builds of
// mfe-news, written by `pnpm deploy:remote` into a folder a static host serves, with the shell's
// server running in a process of its own that is never rebuilt.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, navigateInApp, openInApp, test } from '../support/fixtures';
import { buildRemote } from '../support/build-remote';
import { ports, remotes, spareShellPorts } from '../support/ports.mjs';
import { serveRemoteDeployment, renderedRelease, waitForRenderedRelease } from '../support/remote-deployment';
import type { RemoteDeployment } from '../support/remote-deployment';
import { finished, runScript, startScript } from '../support/run-script';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

const repo = path.resolve(__dirname, '../..');
const newsPackage = JSON.parse(fs.readFileSync(path.join(repo, remotes.news.packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
/** The build the stack runs: no SITE_RELEASE, so its release is `<package>@<version>`. */
const FIRST = { folder: path.join(repo, remotes.news.packageDir, 'dist'), release: `${newsPackage.name}@${newsPackage.version}` };
const NEWS_PORT = ports.shell + 35;
const MOVED_NEWS_PORT = ports.shell + 36;
const BUILD_TIMEOUT_MS = 240_000;
/** The shared kit's version (docs/decisions/0017): the oldest release of its major, and the next major. */
const kitVersion = (JSON.parse(fs.readFileSync(path.join(repo, 'shared/package.json'), 'utf8')) as { version: string }).version;
const kitMajor = Number(kitVersion.split('.')[0]);
const OLDEST_OF_MAJOR = `${kitMajor}.0.0`;
const NEXT_MAJOR = `${kitMajor + 1}.0.0`;
/** `text` matched as it is inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The news centre of `shell`, rendered by the browser after it started on a page with script. */
const openNewsCentre = (page: Page, shell: ShellProcess) => openInApp(page, '/news-centre', `${shell.url}/contact-us`);

/**
 * Opens the first news item of the news centre on screen inside the site (reached with
 * `openNewsCentre`): the page's script renders it (a link to it is a document load, since the
 * server sends a news item without script).
 */
async function openFirstNewsItem(page: Page): Promise<void> {
  const href = await page.getByRole('main').locator('a[href^="/news-centre/"]').first().getAttribute('href');
  await navigateInApp(page, href ?? '');
  await expect(page).toHaveURL(/\/news-centre\/[^/]+$/);
  // The item's own page: one article, where the list had several.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })).toBeVisible();
}

/** The files a reader of a deployment folder switches on: the manifest and both entries. */
const liveFiles = (folder: string) =>
  Object.fromEntries(['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js'].map((file) => [file, fs.readFileSync(path.join(folder, file), 'utf8')]));

type Manifest = { metaData: { release?: string; ssrRemoteEntry: { name: string } } };

/** The release of the news page on screen, once the browser has rendered it itself. */
async function browserRelease(page: Page, shell: ShellProcess): Promise<string | null> {
  // A page the browser renders after a navigation inside the site, not the server's markup.
  await openNewsCentre(page, shell);
  await expect(page.getByRole('button', { name: 'LOAD MORE' })).toBeVisible();
  return page.locator('[data-remote="news"]').getAttribute('data-release');
}

test.describe('one remote deployed while the site runs', () => {
  test.describe.configure({ mode: 'serial' });
  let second = { folder: '', release: 'news-second' };
  let news: RemoteDeployment | undefined;
  let shell: ShellProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT_MS);
    second = { folder: await buildRemote(remotes.news.packageDir, { SITE_RELEASE: 'news-second' }), release: 'news-second' };
    news = await serveRemoteDeployment('news', NEWS_PORT, FIRST.folder);
    shell = await startShell(spareShellPorts[0], { remoteUrls: { news: news.manifestUrl } });
  });

  test.afterAll(async () => {
    await shell?.stop();
    await news?.close();
    if (second.folder) fs.rmSync(second.folder, { recursive: true, force: true });
  });

  test('live update: a new build is rendered by the server and the browser within 10 s', async ({ page, request }) => {
    await waitForRenderedRelease(request, `${shell!.url}/news-centre`, 'news', FIRST.release);
    news!.deploy(second.folder);
    await waitForRenderedRelease(request, `${shell!.url}/news-centre`, 'news', second.release);
    expect(await browserRelease(page, shell!)).toBe(second.release);
  });

  test('open pages survive: a page opened before a deployment keeps working on its own build', async ({ page, request }) => {
    const chunks: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).port === String(NEWS_PORT) && response.url().endsWith('.js')) chunks.push({ url: response.url(), status: response.status() });
    });
    await openNewsCentre(page, shell!);
    await expect(page.locator('[data-remote="news"]')).toHaveAttribute('data-release', second.release);
    chunks.length = 0;

    news!.deploy(FIRST.folder);
    await waitForRenderedRelease(request, `${shell!.url}/news-centre`, 'news', FIRST.release);

    // The open page goes on to a news item: its page is a chunk of the build it started with,
    // which the deployment kept.
    await openFirstNewsItem(page);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk.status).toBe(200);
      const file = path.basename(new URL(chunk.url).pathname);
      expect(fs.existsSync(path.join(second.folder, file))).toBe(true);
      expect(fs.existsSync(path.join(FIRST.folder, file))).toBe(false);
    }
    await expect(page.locator('[data-remote="news"]')).toHaveAttribute('data-release', second.release);
  });

  test('rollback: deploying the previous build brings it back the same way', async ({ page, request }) => {
    news!.deploy(second.folder);
    await waitForRenderedRelease(request, `${shell!.url}/news-centre`, 'news', second.release);
    news!.deploy(FIRST.folder);
    await waitForRenderedRelease(request, `${shell!.url}/news-centre`, 'news', FIRST.release);
    expect(await browserRelease(page, shell!)).toBe(FIRST.release);
  });

  test('concurrent deploys: two builds deployed at once leave the files of one of them, which the site renders', async ({ page, request }) => {
    const builds = { [FIRST.release]: FIRST.folder, [second.release]: second.folder };
    const runs = await Promise.all(
      [second.folder, FIRST.folder].map((build) => finished(startScript('deploy-remote.mjs', ['news', '--to', news!.folder, '--build', build]))),
    );
    for (const run of runs) expect(run.code, run.stderr).toBe(0);

    const live = liveFiles(news!.folder);
    const manifest = JSON.parse(live['mf-manifest.json']!) as Manifest;
    const release = manifest.metaData.release!;
    expect(Object.keys(builds)).toContain(release);
    // The manifest, the browser entry and the server entry are all that release's build.
    expect(live).toEqual(liveFiles(builds[release]!));
    const serverEntryHash = createHash('sha256').update(live['server/remoteEntry.js']!).digest('hex').slice(0, 12);
    expect(manifest.metaData.ssrRemoteEntry.name).toBe(`remoteEntry.js?v=${serverEntryHash}`);

    await waitForRenderedRelease(request, `${shell!.url}/news-centre`, 'news', release);
    expect(await browserRelease(page, shell!)).toBe(release);
  });

  test('staging: a staged release changes nothing the site renders until it is made live', async ({ page, request }) => {
    const live = (JSON.parse(fs.readFileSync(path.join(news!.folder, 'mf-manifest.json'), 'utf8')) as Manifest).metaData.release!;
    const other = live === FIRST.release ? second : FIRST;
    const before = liveFiles(news!.folder);
    news!.deploy(other.folder, '--stage');

    expect(liveFiles(news!.folder)).toEqual(before);
    const releases = JSON.parse(fs.readFileSync(path.join(news!.folder, 'releases.json'), 'utf8')) as { live: { release: string }; staged: { release: string }[] };
    expect(releases.live.release).toBe(live);
    expect(releases.staged.map((entry) => entry.release)).toEqual([other.release]);
    expect(renderedRelease(await (await request.get(`${shell!.url}/news-centre`)).text(), 'news')).toBe(live);
    expect(await browserRelease(page, shell!)).toBe(live);
    // The staged release's own manifest loads that release alone, its name (`<package>@<version>`) encoded in its URL.
    const staged = await request.get(new URL(`releases/${encodeURIComponent(other.release)}/mf-manifest.json`, news!.manifestUrl).href);
    expect(((await staged.json()) as Manifest).metaData.release).toBe(other.release);

    const made = await runScript('release.mjs', ['live', 'news', other.release, '--to', news!.folder]);
    expect(made.code, made.stderr).toBe(0);
    await waitForRenderedRelease(request, `${shell!.url}/news-centre`, 'news', other.release);
    expect(await browserRelease(page, shell!)).toBe(other.release);
  });

  test('moved remote: a new address goes live by restarting the shell’s server alone', async ({ page, request }) => {
    const moved = await serveRemoteDeployment('news', MOVED_NEWS_PORT, second.folder);
    try {
      await shell!.stop();
      shell = await startShell(spareShellPorts[0], { remoteUrls: { news: moved.manifestUrl } });
      await waitForRenderedRelease(request, `${shell.url}/news-centre`, 'news', second.release, 0 + 5_000);
      const fromNewAddress: string[] = [];
      page.on('request', (outgoing) => {
        if (new URL(outgoing.url()).port === String(MOVED_NEWS_PORT)) fromNewAddress.push(outgoing.url());
      });
      expect(await browserRelease(page, shell)).toBe(second.release);
      expect(fromNewAddress.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    } finally {
      await shell?.stop();
      shell = undefined;
      await moved.close();
    }
  });
});

test.describe('version skew', () => {
  test.describe.configure({ mode: 'serial' });
  const SKEW_PORT = ports.shell + 37;
  const builds = { olderMinor: '', nextMajor: '' };
  /** Requests for the remote's own copies of what the shell shares (React, the router, the kit). */
  const ownCopiesOf = (page: Page) => {
    const requested: string[] = [];
    page.on('request', (outgoing) => {
      const url = new URL(outgoing.url());
      if (url.port === String(SKEW_PORT) && /^\/(react|router|kit)\.[0-9a-f]+\.js$/.test(url.pathname)) requested.push(url.pathname);
    });
    return requested;
  };

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT_MS);
    [builds.olderMinor, builds.nextMajor] = await Promise.all([
      buildRemote(remotes.news.packageDir, {
        SITE_RELEASE: 'news-older-minor',
        SHARED_BUILT_AGAINST: JSON.stringify({ '@group/shared': OLDEST_OF_MAJOR, 'react-router-dom': '7.0.0', 'react-router': '7.0.0' }),
      }),
      buildRemote(remotes.news.packageDir, { SITE_RELEASE: 'news-next-major', SHARED_BUILT_AGAINST: JSON.stringify({ '@group/shared': NEXT_MAJOR }) }),
    ]);
  });

  test.afterAll(() => {
    for (const folder of Object.values(builds)) if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('a remote built against the oldest @group/shared of its major and an older router runs in this shell', async ({ page, request }) => {
    const news = await serveRemoteDeployment('news', SKEW_PORT, builds.olderMinor);
    const shell = await startShell(spareShellPorts[2], { remoteUrls: { news: news.manifestUrl } });
    try {
      await waitForRenderedRelease(request, `${shell.url}/news-centre`, 'news', 'news-older-minor');
      const ownCopies = ownCopiesOf(page);
      await openNewsCentre(page, shell);
      await expect(page.locator('[data-remote="news"]')).toHaveAttribute('data-release', 'news-older-minor');
      await openFirstNewsItem(page);
      expect(ownCopies).toEqual([]);
    } finally {
      await shell.stop();
      await news.close();
    }
  });

  test.describe('a remote that needs a newer major', () => {
    test.use({ allowConsoleErrors: /mfe_news\/routes was built for shared packages this site does not provide/ });

    test('shows the route’s fallback with a clear console message, never a broken page or a second React', async ({ page, request }) => {
      const news = await serveRemoteDeployment('news', SKEW_PORT, builds.nextMajor);
      const shell = await startShell(spareShellPorts[2], { remoteUrls: { news: news.manifestUrl } });
      try {
        const answer = await request.get(`${shell.url}/news-centre`);
        expect(answer.status()).toBe(200);
        expect(await answer.text()).toMatch(/<header[\s>][\s\S]*<footer[\s>]/);

        const messages: string[] = [];
        page.on('console', (message) => messages.push(message.text()));
        const ownCopies = ownCopiesOf(page);
        await page.goto(`${shell.url}/news-centre`);
        await expect(page.getByRole('heading', { name: 'This page is not available right now' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        const refusals = messages.filter((text) => text.includes('was built for shared packages this site does not provide'));
        expect(refusals).toHaveLength(1);
        expect(refusals[0]).toMatch(
          new RegExp(`^\\[federation\\] mfe_news/routes .*Version ${literal(kitVersion)} from shell of shared singleton module @group/shared.* needs \\^${literal(NEXT_MAJOR)}`),
        );
        expect(ownCopies).toEqual([]);

        // The rest of the site is untouched.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Our Company' }).click();
        await expect(page).toHaveURL(/\/our-company$/);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      } finally {
        await shell.stop();
        await news.close();
      }
    });
  });
});
