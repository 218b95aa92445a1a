const { createJestConfig } = require('@group/jest-config');

module.exports = { ...createJestConfig({ environment: 'jsdom' }), displayName: 'shell' };
