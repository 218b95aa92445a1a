const path = require('node:path');
const { createAppConfig, requireSource } = require('@group/webpack-config');

module.exports = createAppConfig({
  name: 'shell',
  dirname: __dirname,
  port: 3000,
  isHost: true,
  title: 'Meridian Group',
  // What every page needs before its first render: their stylesheets are in the page.
  preloadChunks: ['bootstrap', 'react', 'router', 'kit'],
  // The page renderer site-server uses (dist/server/server.js); jsdom stays a package of Node's.
  serverEntry: './src/server/render-page.tsx',
  serverExternals: ['jsdom'],
  // A remote's server files run only once their hashes match its manifest's (docs/decisions/0040).
  serverRuntimePlugins: [path.join(__dirname, 'src/server/remote-file-check.ts')],
  runtimePlugins: [
    path.join(__dirname, 'src/federation/remote-error-plugin.ts'),
    path.join(__dirname, 'src/federation/stylesheet-preload-plugin.ts'),
    path.join(__dirname, 'src/federation/integrity-plugin.ts'),
  ],
  // The dev server's page gets the runtime configuration as the server's pages do: read from the
  // environment with the kit's own code.
  transformDevHtml: (html) => {
    const { readSiteConfig, siteConfigScript } = requireSource(require.resolve('@group/shared/config'));
    return html.replace('</head>', () => `<script>${siteConfigScript(readSiteConfig(process.env))}</script></head>`);
  },
});
