const { createJestConfig } = require('@group/jest-config');

const components = createJestConfig({ environment: 'jsdom' });
const server = createJestConfig({ environment: 'node' });

// Components run in jsdom; the shell's Node server (server/*.cjs) is tested in plain Node.
module.exports = {
  projects: [
    { ...components, displayName: 'shell', testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...server, displayName: 'shell-server', testMatch: ['<rootDir>/test/server/**/*.test.ts'] },
  ],
};
