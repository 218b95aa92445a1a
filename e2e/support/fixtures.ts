import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';
import path from 'node:path';
import { PAGE_STATE_ELEMENT_ID } from '@group/shared/config';
import { origin, ports } from './ports.mjs';
import { startWorkerStack } from './worker-stack';

const RECAPTCHA_STAND_IN = path.join(__dirname, 'recaptcha-stand-in.js');
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

const isLocal = (url: string) => {
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return true;
  }
};

type Options = {
  /**
   * Console errors a test expects (a stopped remote, a failing GET), as one pattern (join
   * alternatives with |): Playwright would read an array of two as a [value, options] pair.
   */
  allowConsoleErrors: RegExp | null;
  /**
   * Whether `page.goto` returns only once the page's script has taken it over (the shell marks
   * the document `data-live`). Off: a test acts as a visitor does, as soon as a control is on
   * screen. On only for tests of what the script alone provides, saying so where they turn it on.
   */
  waitUntilLive: boolean;
};

type WorkerOptions = {
  /**
   * Whether each worker starts a stack of its own for its tests (support/worker-stack.ts); off
   * where the configuration starts the one site every test uses (the rehearsal of production).
   */
  ownStack: boolean;
};

/**
 * Every test: Google's reCAPTCHA script is answered by a local stand-in, any other request that
 * leaves this machine is refused, and an unexpected console error or page error fails the test.
 * It runs against its worker's stack.
 */
export const test = base.extend<Options & { consoleErrors: string[] }, WorkerOptions & { stack: void }>({
  ownStack: [true, { option: true, scope: 'worker' }],
  stack: [
    async ({ ownStack }, use) => {
      const stop = ownStack ? await startWorkerStack() : async () => undefined;
      await use();
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(origin(ports.shell)),
  allowConsoleErrors: [null, { option: true }],
  waitUntilLive: [false, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!allowConsoleErrors?.test(text)) errors.push(text);
      };
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        // A refused outside request (a video host, say) is the sandbox, not the site.
        if (url && !isLocal(url) && /Failed to load resource/.test(message.text())) return;
        record(message.text());
      });
      page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
  // `page.goto` returns once the page has loaded, as it is on screen for a visitor: a page the
  // site's server rendered is there before its script has taken it over, and a test acts on it
  // then, as a visitor does.
  page: async ({ page, javaScriptEnabled, waitUntilLive }, use) => {
    await routeOutsideWorld(page);
    if (waitUntilLive && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await page.waitForFunction(
          (stateId) => !document.getElementById(stateId) || document.documentElement.dataset.live === 'true',
          PAGE_STATE_ELEMENT_ID,
          { timeout: 15_000 },
        );
        return response;
      };
    }
    await use(page);
  },
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors').toEqual([]);
});

/** Answers what a page asks of the world outside the machine: the captcha stand-in, or refused. */
export async function routeOutsideWorld(page: Page) {
  await page.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname.endsWith('google.com') && url.pathname.startsWith('/recaptcha/')) {
        await route.fulfill({ path: RECAPTCHA_STAND_IN, contentType: 'text/javascript' });
        return;
      }
      await route.abort('blockedbyclient');
    },
  );
}

/**
 * Opens the contact page (`url`: its address on another server of the site) and returns once its
 * script runs, as a visitor can tell: the captcha, which only the script shows, is on screen. For
 * tests of what only a running page does, such as a navigation inside the site.
 */
export async function openRunningPage(page: Page, url = '/contact-us'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
}

/**
 * Opens `path` the way a visitor reaches it from another page: by navigating inside the site,
 * so the page loads its data in the browser (tests that change what the API answers in the
 * browser need that; a page opened directly comes with the data the server loaded). It starts
 * from the contact page (`from`), once that page runs.
 */
export async function openInApp(page: Page, path: string, from?: string): Promise<void> {
  await openRunningPage(page, from);
  await navigateInApp(page, path);
}

/** Has the router of a page whose script runs show `path`, as a link inside the site would. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export { expect };
export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
