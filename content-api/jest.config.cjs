const fs = require('node:fs');
const path = require('node:path');
const { createJestConfig } = require('@group/jest-config');

const base = {
  ...createJestConfig({ environment: 'node' }),
  // A few Fastify dependencies are published as ES modules only (content-disposition 3, cookie 2):
  // Node loads them natively, jest's CommonJS runtime needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie)[@/])'],
  testTimeout: 30000,
};

/**
 * The suites that never open a database through the test support (support/test-database.ts,
 * support/test-server.ts): they run the same whatever TEST_DATABASE_URL says.
 */
function suitesWithoutDatabase() {
  const src = path.join(__dirname, 'src');
  return fs
    .readdirSync(src, { recursive: true })
    .filter((file) => /__tests__\/[^/]+\.test\.tsx?$/.test(file))
    .filter((file) => !/support\/test-(database|server)'/.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `<rootDir>/src/${file}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

// Every test runs on the embedded database; with TEST_DATABASE_URL set, every suite that opens a
// database runs again on that PostgreSQL server, so one run proves both engines.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

module.exports = {
  // jest reads these from the top level only, not from a project. Most suites wait on processes
  // they start (a server, the leads command) more than they compute: two run at once.
  testTimeout: base.testTimeout,
  maxWorkers: 2,
  projects: engines.map((engine) => ({
    ...base,
    displayName: engine,
    setupFiles: [path.join(__dirname, `src/__tests__/support/engine-${engine}.cjs`)],
    ...(engine === 'postgres' ? { testPathIgnorePatterns: ['/node_modules/', ...suitesWithoutDatabase()] } : {}),
  })),
};
