import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '../support/fixtures';
import { origin, ports } from '../support/ports.mjs';

type ServerFactory = (options: Record<string, unknown>) => Promise<Server>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startShellServer } = require('shell/server/shell-server.cjs') as { startShellServer: ServerFactory };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveStatic } = require('shell/server/static-server.cjs') as { serveStatic: ServerFactory };

const repo = path.resolve(__dirname, '../..');
/** A shell of its own whose company remote lives on a port this test starts and stops. */
const SHELL_PORT = ports.shell + 20;
const COMPANY_PORT = ports.shell + 24;

const stop = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });

test.describe('a remote that is down', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|federation|RUNTIME-|mfe_company/i });

  let shell: Server | undefined;
  let company: Server | undefined;

  test.beforeAll(async () => {
    const env: Record<string, string> = {
      PORT: String(SHELL_PORT),
      API_BASE_URL: origin(ports.api),
      SITE_URL: origin(SHELL_PORT),
    };
    for (const name of ['home', 'ventures', 'news', 'forms'] as const) {
      env[`REMOTE_${name.toUpperCase()}_URL`] = `${origin(ports[name])}/mf-manifest.json`;
    }
    env.REMOTE_COMPANY_URL = `${origin(COMPANY_PORT)}/mf-manifest.json`;
    shell = await startShellServer({ root: path.join(repo, 'shell/dist'), port: SHELL_PORT, env, warm: false });
  });

  test.afterAll(async () => {
    await stop(company);
    await stop(shell);
  });

  test('leaves header, footer and other routes working, and recovers on retry without a reload', async ({ page }) => {
    await page.goto(`${origin(SHELL_PORT)}/our-company`);
    await expect(page.getByRole('heading', { name: 'This page is not available right now' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote's route still works, reached through the layout's own navigation.
    await page.getByRole('contentinfo').getByRole('link', { name: 'News Centre' }).click();
    await expect(page).toHaveURL(/\/news-centre$/);
    await expect(page.getByRole('heading', { name: 'This page is not available right now' })).toHaveCount(0);
    await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'This page is not available right now' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    company = await serveStatic({ root: path.join(repo, 'mfe-company/dist'), port: COMPANY_PORT, spa: true, cors: true, warm: false });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page is not available right now' })).toHaveCount(0);
    await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
