// The integrity of a remote's files (README, "Integrity and your CDN"): the stack's remotes load
// with the hashes their manifests list, and a real build of mfe-news, deployed by
// `pnpm deploy:remote` into a folder a static host serves, has one byte of its page's code altered
// there, in the browser's copy and in the server's, as a CDN that rewrites files would.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request } from '@playwright/test';
import { expect, openInApp, test } from '../support/fixtures';
import { origin, ports, remotes, spareShellPorts } from '../support/ports.mjs';
import { renderedRelease, serveRemoteDeployment } from '../support/remote-deployment';
import type { RemoteDeployment } from '../support/remote-deployment';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

const repo = path.resolve(__dirname, '../..');
const NEWS_DIST = path.join(repo, remotes.news.packageDir, 'dist');
const NEWS_PORT = ports.shell + 47;
/** What the news centre's button says, in the code of its page, on both sides. */
const BUTTON = 'LOAD MORE';
const ALTERED_BUTTON = 'LOAD MORF';
const FALLBACK = 'This page is not available right now';

/** The script of `folder` (not its subfolders) that has `text` in it. */
function scriptWith(folder: string, text: string): string {
  const found = fs.readdirSync(folder).find((file) => file.endsWith('.js') && fs.readFileSync(path.join(folder, file), 'utf8').includes(text));
  if (!found) throw new Error(`no script of ${folder} says ${text}`);
  return path.join(folder, found);
}

/**
 * One byte of a deployed file changed, in the file and in the compressed copies the host sends
 * in its place. Written as new files: a deployment's files may be links to the build's.
 */
function alterOneByte(file: string): void {
  const altered = fs.readFileSync(file, 'utf8').replace(BUTTON, ALTERED_BUTTON);
  const replace = (target: string, body: Buffer | string) => {
    fs.rmSync(target, { force: true });
    fs.writeFileSync(target, body);
  };
  replace(file, altered);
  if (fs.existsSync(`${file}.br`)) replace(`${file}.br`, zlib.brotliCompressSync(altered));
  if (fs.existsSync(`${file}.gz`)) replace(`${file}.gz`, zlib.gzipSync(altered));
}

test.describe('the integrity of a remote’s files', () => {
  test('the stack’s remotes load their files as the manifests list them, in CORS mode', async ({ page, request }) => {
    const newsFiles: Request[] = [];
    page.on('requestfinished', (finished) => {
      const url = new URL(finished.url());
      if (url.port === String(ports.news) && /\.(js|css)$/.test(url.pathname)) newsFiles.push(finished);
    });
    // The server ran the news remote's checked files: the page comes rendered with its release.
    expect(renderedRelease(await (await request.get('/news-centre')).text(), 'news')).toBeTruthy();

    await openInApp(page, '/news-centre');
    await expect(page.getByRole('button', { name: BUTTON })).toBeVisible();
    const manifest = (await (await request.get(`${origin(ports.news)}/mf-manifest.json`)).json()) as { metaData: { integrity: Record<string, string> } };
    const loaded = newsFiles.map((file) => new URL(file.url()).pathname);
    // The entry, a chunk its own loader fetched, and the page's stylesheet.
    expect(loaded).toEqual(expect.arrayContaining(['/remoteEntry.js', expect.stringMatching(/^\/__federation_expose_routes\.\w+\.js$/), expect.stringMatching(/^\/page-styles\.\w+\.css$/)]));
    for (const file of newsFiles) {
      // crossorigin="anonymous": a CORS request (it names the page's origin), which an integrity check needs.
      expect((await file.allHeaders()).origin, file.url()).toBe(origin(ports.shell));
      expect(manifest.metaData.integrity[new URL(file.url()).pathname.slice(1)], file.url()).toMatch(/^sha384-/);
    }
  });

  test.describe('one byte of a deployed chunk altered', () => {
    test.use({ allowConsoleErrors: /integrity|Failed to load resource|federation|RUNTIME-|mfe_news|ChunkLoadError|Loading chunk/i });
    let news: RemoteDeployment | undefined;
    let shell: ShellProcess | undefined;
    let browserChunk = '';
    let serverChunk = '';

    test.beforeAll(async () => {
      news = await serveRemoteDeployment('news', NEWS_PORT, NEWS_DIST);
      browserChunk = scriptWith(news.folder, BUTTON);
      serverChunk = scriptWith(path.join(news.folder, 'server'), BUTTON);
      alterOneByte(browserChunk);
      alterOneByte(serverChunk);
      shell = await startShell(spareShellPorts[0], { remoteUrls: { news: news.manifestUrl } });
    });

    test.afterAll(async () => {
      await shell?.stop();
      await news?.close();
    });

    test('is refused by the server and by the browser: the page shows its fallback, the rest of the site works', async ({ page, request }) => {
      const serverFile = `server/${path.basename(serverChunk)}`;
      const refusals = () => shell!.logLines().filter((line) => line.file === serverFile);

      // The server: the page is left to the browser, and one line says which file was refused.
      const html = await (await request.get(`${shell!.url}/news-centre`)).text();
      expect(renderedRelease(html, 'news')).toBeUndefined();
      expect(html).not.toContain(ALTERED_BUTTON);
      await expect.poll(() => refusals().length).toBe(1);
      const [line] = refusals();
      expect(line).toMatchObject({ remote: 'mfe_news', expected: expect.stringMatching(/^sha384-/), got: expect.stringMatching(/^sha384-/) });
      expect(line.got).not.toBe(line.expected);
      expect(String(line.msg)).toContain(`${serverFile} of mfe_news does not match the integrity its manifest lists`);

      // The browser: the altered chunk is blocked, and the route says the page is not available.
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/integrity/i.test(message.text())) blocked.push(message.text());
      });
      await page.goto(`${shell!.url}/news-centre`);
      await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText(ALTERED_BUTTON)).toHaveCount(0);
      expect(blocked.some((text) => text.includes(path.basename(browserChunk)))).toBe(true);

      // The rest of the site: the home page, reached through the layout, renders.
      await page.getByRole('banner').getByRole('link', { name: 'Meridian Group' }).click();
      await expect(page).toHaveURL(`${shell!.url}/`);
      await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
      await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();
      // Every later request of the news page still leaves it to the browser, without another line.
      expect(renderedRelease(await (await request.get(`${shell!.url}/news-centre`)).text(), 'news')).toBeUndefined();
      expect(refusals()).toHaveLength(1);
    });
  });
});
