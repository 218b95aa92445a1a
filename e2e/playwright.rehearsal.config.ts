import { defineConfig } from '@playwright/test';
import singleStack from './playwright.config';
import { origin, ports } from './support/ports.mjs';

// What the tests read back through the stack's own tools finds the cluster (support/content-api-settings.mjs).
process.env.E2E_STACK = 'rehearsal';

/**
 * The browser suite against the rehearsal of production (`pnpm start:cluster`, decision 0045):
 * nginx as the shared page cache and load balancer in front of two site-servers and two
 * content-apis on PostgreSQL and Redis, on the addresses of support/ports.mjs. Every spec that
 * uses the shared site runs; those left out need a stack the rehearsal cannot be.
 */
export default defineConfig<object, { ownStack: boolean }>({
  ...singleStack,
  // One cluster, which every test uses: the workers start no stack of their own.
  workers: 1,
  use: { ...singleStack.use, ownStack: false },
  testIgnore: [
    // Start a cluster of their own (playwright.cluster.config.ts).
    'cluster-*.spec.ts',
    // Deploy remotes or releases to folders and servers of their own, or run the deploy and release commands.
    'deploy-command.spec.ts',
    'deploy-remote.spec.ts',
    'release-command.spec.ts',
    'releases-per-visitor.spec.ts',
    // A shell and a company remote of its own, which it stops: nothing in it goes through the rehearsal.
    'remote-down.spec.ts',
    // Site-servers of its own, in workers it kills, and one on the site's port, which nginx holds here.
    'shell-workers.spec.ts',
  ],
  webServer: {
    command: 'node support/start-rehearsal.mjs',
    url: `${origin(ports.shell)}/`,
    // PostgreSQL, Redis, two content-apis one after the other, two site-servers with their workers.
    timeout: 240_000,
    reuseExistingServer: false,
    // The cluster's servers are process groups of their own: SIGTERM lets it stop them all.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
