const { createJestConfig } = require('@group/jest-config');

// The build configuration is CommonJS run as it is: its tests too.
module.exports = { ...createJestConfig({ environment: 'node' }), testMatch: ['<rootDir>/__tests__/**/*.test.cjs'] };
