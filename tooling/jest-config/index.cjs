// One jest setup for every package: SWC for TypeScript, CSS Modules as identity maps.
const path = require('node:path');

/**
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[] }} [options]
 */
function createJestConfig(options = {}) {
  const environment = options.environment ?? 'jsdom';
  const swc = [
    require.resolve('@swc/jest'),
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
  return {
    testEnvironment: environment,
    // swiper and a few others ship ES modules only (.mjs); they get the same transform.
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7|glightbox))'],
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '\\.(png|jpe?g|gif|webp|svg|avif)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : []),
      ...(options.setupFiles ?? []),
    ],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig };
