// A visitor who acts before the page's script has taken the page over: on a slow link that holds
// a remote's scripts back, and the check, once the page is live, that what they did is kept.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isLive } from './native-controls';
import { origin, ports } from './ports.mjs';
import type { RemoteName } from './ports.mjs';

/**
 * Holds back a remote's scripts, as a slow link does, until the visitor is done: the page is then
 * the server's alone, and `release` lets its script arrive and take the page over. Its stylesheet
 * passes: the page must paint as it does for a visitor.
 */
export async function holdRemoteScripts(page: Page, remote: RemoteName): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${origin(ports[remote])}/**`, async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.fallback();
  });
  return release;
}

/** Returns once the page's script has taken it over, for checks of what the page kept then. */
export const untilLive = (page: Page) => expect.poll(() => isLive(page), { timeout: 60_000 }).toBe(true);

/** Notes, for the report, whether the visitor's press came before the page was live. */
export async function noteWhetherLive(page: Page, what: string): Promise<void> {
  test.info().annotations.push({ type: what, description: (await isLive(page)) ? 'after the page was live' : 'before the page was live' });
}
