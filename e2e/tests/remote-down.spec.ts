import path from 'node:path';
import { createSiteServer, listenSiteServer } from 'site-server';
import type { SiteServerOptions } from 'site-server';
import { expect, test } from '../support/fixtures';
import { origin, ports, remotes, spareShellPorts } from '../support/ports.mjs';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

type Server = Awaited<ReturnType<typeof createSiteServer>>;

const repo = path.resolve(__dirname, '../..');
/** A shell of its own whose company remote lives on a port this test starts and stops. */
const SHELL_PORT = spareShellPorts[0];
const COMPANY_PORT = ports.shell + 24;

async function serve(options: SiteServerOptions, port: number): Promise<Server> {
  const server = await createSiteServer(options);
  await listenSiteServer(server, { port });
  return server;
}

test.describe('a remote that is down', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|federation|RUNTIME-|mfe_company/i });

  let shell: ShellProcess | undefined;
  let company: Server | undefined;

  test.beforeAll(async () => {
    shell = await startShell(SHELL_PORT, { remoteUrls: { company: `${origin(COMPANY_PORT)}/mf-manifest.json` } });
  });

  test.afterAll(async () => {
    await company?.close();
    await shell?.stop();
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

    company = await serve({ mode: 'static', root: path.join(repo, remotes.company.packageDir, 'dist') }, COMPANY_PORT);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page is not available right now' })).toHaveCount(0);
    await expect(page.getByRole('main').locator('h1, h2').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
