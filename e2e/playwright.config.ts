import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; never a downloaded browser build. */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // The rehearsal of production starts its own servers: playwright.cluster.config.ts.
  testIgnore: 'cluster-*.spec.ts',
  fullyParallel: false,
  // Each worker starts a stack of its own (support/worker-stack.ts). A worker and its stack keep
  // about two cores busy (the suite is bound by the CPU, not by waiting): one per two cores.
  workers: Number(process.env.E2E_WORKERS || Math.max(1, Math.floor(os.availableParallelism() / 2))),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A click or a page load that cannot happen fails at that step, with its reason, rather than
    // as the test's time-out.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
