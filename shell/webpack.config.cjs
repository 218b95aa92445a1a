const path = require('node:path');
const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  name: 'shell',
  dirname: __dirname,
  port: 3000,
  isHost: true,
  title: 'Meridian Group',
  // What every page needs before its first render, fetched in parallel with main.js.
  preloadChunks: ['bootstrap', 'react', 'router', 'kit'],
  // The page renderer site-server uses (dist/server/server.js); jsdom stays a package of Node's.
  serverEntry: './src/server/index.ts',
  serverExternals: ['jsdom'],
  runtimePlugins: [
    path.join(__dirname, 'src/federation/remote-error-plugin.ts'),
    path.join(__dirname, 'src/federation/stylesheet-preload-plugin.ts'),
  ],
  // The dev server writes the runtime configuration into the page with site-server's own code
  // (its build: `pnpm dev` builds it first). Required here, so a production build needs none of it.
  transformDevHtml: (html) => {
    const { injectSiteHead, readSiteConfig } = require('site-server');
    return injectSiteHead(html, readSiteConfig(process.env), { pathname: '/' });
  },
});
