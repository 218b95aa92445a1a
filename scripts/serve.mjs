// `pnpm serve`: the built site. The shell's server on PORT (3000), each remote from its own
// origin (3001–3005, or REMOTE_*_PORT). Configuration is read from the environment at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { distOf, readPort, remoteApps } from './lib/site-apps.mjs';
import { onShutdown } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { serveStatic } = require('../shell/server/static-server.cjs');
const { startShellServer } = require('../shell/server/shell-server.cjs');
const { readSiteConfig } = require('../shell/server/site-config.cjs');

/** Starts the six servers; resolves with a function that stops them all. */
export async function serveSite(env = process.env) {
  const servers = [];
  const close = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
  try {
    for (const app of remoteApps) {
      const port = readPort(env, app.portVariable, app.defaultPort);
      // Remotes are fetched cross-origin by the shell: CORS on, and each on its own origin.
      servers.push(await serveStatic({ root: distOf(app.dir), port, spa: true, cors: true }));
    }
    const port = readPort(env, 'PORT', 3000);
    servers.push(await startShellServer({ root: distOf('shell'), port, env }));
  } catch (error) {
    await close();
    throw error;
  }
  return { close, config: readSiteConfig(env) };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const { close, config } = await serveSite();
    const port = readPort(process.env, 'PORT', 3000);
    console.log(`Site:      http://localhost:${port}`);
    for (const app of remoteApps) console.log(`  ${app.name.padEnd(9)}${config.remotes[app.name]}`);
    console.log(`API:       ${config.apiBaseUrl}`);
    onShutdown(close);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
