import { defineConfig } from '@playwright/test';

/**
 * The rehearsal of production (`pnpm start:cluster`): each spec file starts its own cluster
 * (support/cluster.ts), so there is no web server here, and no browser is needed.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: 'cluster-*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
});
