// The shell's production server: the built shell with its runtime configuration in the page.
const fs = require('node:fs');
const path = require('node:path');
const { serveStatic } = require('./static-server.cjs');
const { injectSiteHead, readSiteConfig } = require('./site-config.cjs');

/** Renders index.html per path; only two variants exist (home, and every other page). */
function createIndexRenderer(root, env) {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const config = readSiteConfig(env);
  const home = injectSiteHead(template, config, '/');
  const other = injectSiteHead(template, config, '');
  return (pathname) => (pathname === '/' ? home : other);
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
