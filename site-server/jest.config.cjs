const { createJestConfig } = require('@group/jest-config');

module.exports = {
  ...createJestConfig({ environment: 'node' }),
  // A few Fastify dependencies are published as ES modules only: Node loads them natively, jest's
  // CommonJS runtime needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie)[@/])'],
};
