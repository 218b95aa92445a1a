const { createJestConfig } = require('@group/jest-config');

const base = createJestConfig({ environment: 'node' });

module.exports = {
  ...base,
  // A few Fastify dependencies are published as ES modules only (content-disposition 3, cookie 2):
  // Node loads them natively, jest's CommonJS runtime needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie)[@/])'],
  testTimeout: 30000,
};
