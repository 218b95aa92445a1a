import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';
import path from 'node:path';
import { PAGE_STATE_ELEMENT_ID } from '@group/shared/config';

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
   * Whether `page.goto` waits for React to take the page over (on by default). Off for tests that
   * act on the server's page as a visitor does, while its script is still on its way.
   */
  waitForLive: boolean;
};

/**
 * Every test: Google's reCAPTCHA script is answered by a local stand-in, any other request that
 * leaves this machine is refused, and an unexpected console error or page error fails the test.
 */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  allowConsoleErrors: [null, { option: true }],
  waitForLive: [true, { option: true }],
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
  page: async ({ page, javaScriptEnabled, waitForLive }, use) => {
    await routeOutsideWorld(page);
    // A page the site's server rendered is visible before it is live: wait until React has
    // taken it over (the shell marks the document), as a visitor's click would need.
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (javaScriptEnabled === false || !waitForLive) return response;
      await page.waitForFunction(
        (stateId) => !document.getElementById(stateId) || document.documentElement.dataset.live === 'true',
        PAGE_STATE_ELEMENT_ID,
        { timeout: 15_000 },
      );
      return response;
    };
    await use(page);
  },
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors').toEqual([]);
});

async function routeOutsideWorld(page: Page) {
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
 * Opens `path` the way a visitor reaches it from another page: by navigating inside the site,
 * so the page loads its data in the browser (tests that change what the API answers in the
 * browser need that; a page opened directly comes with the data the server loaded).
 */
export async function openInApp(page: Page, path: string, from = '/terms-and-conditions'): Promise<void> {
  await page.goto(from);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export { expect };
export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
