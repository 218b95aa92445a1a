// The shell's production server: the built shell with its runtime configuration in the page.
const fs = require('node:fs');
const path = require('node:path');
const { serveStatic } = require('./static-server.cjs');
const { injectSiteHead, readSiteConfig } = require('./site-config.cjs');
const { createHomeHints } = require('./home-hints.cjs');

/**
 * Renders index.html per path: every page but home is one fixed variant; home also names its
 * page files and first banner image (home-hints.cjs), which change when they do.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @param {{ homeHints?: { current: () => string } }} [options]
 */
function createIndexRenderer(root, env, { homeHints } = {}) {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const config = readSiteConfig(env);
  const hints = homeHints || createHomeHints(config);
  // Look them up now, so the first visitor's page already has them.
  hints.current();
  const other = injectSiteHead(template, config, '');
  let home = { hint: '', html: injectSiteHead(template, config, '/') };
  return (pathname) => {
    if (pathname !== '/') return other;
    const hint = hints.current();
    if (hint !== home.hint) home = { hint, html: injectSiteHead(template, config, '/', hint) };
    return home.html;
  };
}

/**
 * @param {{ root: string, port: number, host?: string, env?: Record<string, string | undefined>, warm?: boolean }} options
 */
function startShellServer({ root, port, host, env = process.env, warm }) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    return Promise.reject(new Error(`Nothing to serve: ${root}/index.html is missing (run the build first)`));
  }
  return serveStatic({ root, port, host, warm, spa: true, cors: true, renderIndex: createIndexRenderer(root, env) });
}

module.exports = { startShellServer, createIndexRenderer };
