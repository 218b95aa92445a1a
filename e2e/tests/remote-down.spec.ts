import path from 'node:path';
import { createSiteServer, listenSiteServer, readSiteConfig } from 'site-server';
import type { SiteServerOptions } from 'site-server';
import { expect, test } from '../support/fixtures';
import { origin, ports, remotes } from '../support/ports.mjs';
import type { RemoteName } from '../support/ports.mjs';

type Server = Awaited<ReturnType<typeof createSiteServer>>;

const repo = path.resolve(__dirname, '../..');
/** A shell of its own whose company remote lives on a port this test starts and stops. */
const SHELL_PORT = ports.shell + 20;
const COMPANY_PORT = ports.shell + 24;

async function serve(options: SiteServerOptions, port: number): Promise<Server> {
  const server = await createSiteServer(options);
  await listenSiteServer(server, { port });
  return server;
}

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
    for (const name of Object.keys(remotes) as RemoteName[]) {
      env[remotes[name].urlVariable] = `${origin(name === 'company' ? COMPANY_PORT : ports[name])}/mf-manifest.json`;
    }
    shell = await serve({ mode: 'shell', root: path.join(repo, 'shell/dist'), config: readSiteConfig(env) }, SHELL_PORT);
  });

  test.afterAll(async () => {
    await company?.close();
    await shell?.close();
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
