const { createJestConfig } = require('@group/jest-config');

const base = createJestConfig({ environment: 'jsdom' });

module.exports = {
  ...base,
  displayName: 'shell',
  // The server's jsdom (render-page.tsx) loads packages published as ES modules only: Node 20.19+
  // requires them natively, jest's CommonJS runtime needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7|glightbox|@exodus|parse5|entities|@asamuzakjp|@csstools)[+@/])'],
};
