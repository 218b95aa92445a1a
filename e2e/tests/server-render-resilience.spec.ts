import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer, listenSiteServer } from 'site-server';
import { expect, test } from '../support/fixtures';
import { origin, ports, remotes, spareShellPorts } from '../support/ports.mjs';
import { deployMarkedBuild } from '../support/marked-deployment.mjs';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

type Server = Awaited<ReturnType<typeof createSiteServer>>;

const repo = path.resolve(__dirname, '../..');
const newsBuild = path.join(repo, remotes.news.packageDir, 'dist');
const NEWS_PORT = ports.shell + 33;
const STALLING_API_PORT = ports.shell + 48; // clear of the ports the rehearsal of production holds

/** A deployment folder of the news remote: a copy of its build that a test may change. */
function deployNewsCopy(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'news-deployment-'));
  fs.cpSync(newsBuild, folder, { recursive: true });
  return folder;
}

async function serveStatic(root: string, port: number): Promise<Server> {
  const server = await createSiteServer({ mode: 'static', root });
  await listenSiteServer(server, { port });
  return server;
}

const mainText = (html: string) => (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ');

test.describe('a remote whose server build cannot be loaded', () => {
  let shell: ShellProcess | undefined;
  let news: Server | undefined;
  let folder = '';

  test.beforeAll(async () => {
    folder = deployNewsCopy();
    fs.rmSync(path.join(folder, 'server'), { recursive: true });
    news = await serveStatic(folder, NEWS_PORT);
    shell = await startShell(spareShellPorts[1], { remoteUrls: { news: `${origin(NEWS_PORT)}/mf-manifest.json` } });
  });

  test.afterAll(async () => {
    await shell?.stop();
    await news?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('its routes still answer 200 with the layout, and the browser renders the page', async ({ page, request }) => {
    const response = await request.get(`${shell!.url}/news-centre`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);

    await page.goto(`${shell!.url}/news-centre`);
    await expect(page.getByRole('button', { name: 'LOAD MORE' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('an API call that stalls or fails on the server', () => {
  let shell: ShellProcess | undefined;
  let api: http.Server | undefined;
  const stalled = new Set<http.ServerResponse>();

  test.beforeAll(async () => {
    // The real API, except that the first news page never answers and the management team's
    // content fails.
    api = http.createServer((request, response) => {
      if (request.url?.startsWith('/newscentre/initial')) {
        stalled.add(response);
        return;
      }
      if (request.url?.startsWith('/management-team/content')) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream failure');
        return;
      }
      const upstream = http.request(
        { host: '127.0.0.1', port: ports.api, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => api!.listen(STALLING_API_PORT, resolve));
    shell = await startShell(spareShellPorts[2], { env: { API_BASE_URL: origin(STALLING_API_PORT) } });
  });

  test.afterAll(async () => {
    await shell?.stop();
    stalled.forEach((response) => response.destroy());
    await new Promise((resolve) => api?.close(resolve));
  });

  test('never holds the page: it arrives with its layout and the loading state, long before the call would', async ({ request }) => {
    const startedAt = Date.now();
    const response = await request.get(`${shell!.url}/news-centre`, { timeout: 10_000 });
    expect(response.status()).toBe(200);
    // The call stalls for good; the page comes within the server's budget (about a second).
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    const html = await response.text();
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(mainText(html)).toMatch(/Loading/);
  });

  test('a read that fails on the server shows SPEC §8 toast in the browser once the page is live', async ({ page }) => {
    await page.goto(`${shell!.url}/management-team`);
    await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toBeVisible();
    await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();
  });
});

test.describe('a remote redeployed while the site runs', () => {
  let shell: ShellProcess | undefined;
  let news: Server | undefined;
  let folder = '';

  test.beforeAll(async () => {
    folder = deployNewsCopy();
    news = await serveStatic(folder, NEWS_PORT + 1);
    shell = await startShell(spareShellPorts[3], { remoteUrls: { news: `${origin(NEWS_PORT + 1)}/mf-manifest.json` } });
  });

  test.afterAll(async () => {
    await shell?.stop();
    await news?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('is server-rendered in its new version within 10 s, without restarting the shell', async ({ request }) => {
    const before = await (await request.get(`${shell!.url}/news-centre`)).text();
    expect(mainText(before)).toContain('LOAD MORE');
    expect(mainText(before)).not.toContain('deployment-2');

    deployMarkedBuild(folder, 'LOAD MORE', 'LOAD MORE deployment-2', 'deployment-2');
    const deployedAt = Date.now();
    let html = '';
    while (Date.now() - deployedAt < 10_000) {
      html = await (await request.get(`${shell!.url}/news-centre`)).text();
      if (mainText(html).includes('LOAD MORE deployment-2')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(mainText(html)).toContain('LOAD MORE deployment-2');
  });
});
