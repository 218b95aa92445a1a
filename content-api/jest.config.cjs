const path = require('node:path');
const { createJestConfig } = require('@group/jest-config');

const base = {
  ...createJestConfig({ environment: 'node' }),
  // A few Fastify dependencies are published as ES modules only (content-disposition 3, cookie 2):
  // Node loads them natively, jest's CommonJS runtime needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie)[@/])'],
  testTimeout: 30000,
};

// Every test runs on the embedded database; with TEST_DATABASE_URL set, all of them run again on
// that PostgreSQL server, so one run proves both engines.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

module.exports = {
  // jest reads the time-out from the top level only, not from a project.
  testTimeout: base.testTimeout,
  projects: engines.map((engine) => ({
    ...base,
    displayName: engine,
    setupFiles: [path.join(__dirname, `src/__tests__/support/engine-${engine}.cjs`)],
  })),
};
