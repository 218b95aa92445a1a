const { createJestConfig } = require('@group/jest-config');

module.exports = { ...createJestConfig({ environment: 'node' }), testTimeout: 30000 };
