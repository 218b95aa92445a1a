// `pnpm serve`: the built site. The shell's server on PORT (3000), each remote from its own
// origin (3001–3005, or REMOTE_*_PORT), all through site-server. Configuration is read from the
// environment at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { distOf, readPort, remoteApps, repoRoot } from './lib/site-apps.mjs';
import { onShutdown } from './lib/processes.mjs';

/** Loaded when serving starts, so that `pnpm start` can build it first when it is missing. */
const siteServerBuild = path.join(repoRoot, 'site-server/dist/site-server.js');

/** Starts the six servers; resolves with a function that stops them all. */
export async function serveSite(env = process.env) {
  const { createSiteServer, listenSiteServer, readRenderBudget, readSiteConfig, readTrustProxy } = createRequire(import.meta.url)(siteServerBuild);
  const config = readSiteConfig(env);
  const servers = [];
  const close = () => Promise.all(servers.map((server) => server.close()));
  const start = async (options, port) => {
    const server = await createSiteServer(options);
    servers.push(server);
    await listenSiteServer(server, { port });
  };
  try {
    for (const app of remoteApps) {
      // Remotes are fetched cross-origin by the shell: each on its own origin, CORS on.
      await start({ mode: 'static', root: distOf(app.dir) }, readPort(env, app.portVariable, app.defaultPort));
    }
    await start(
      { mode: 'shell', root: distOf('shell'), config, trustProxy: readTrustProxy(env), renderBudgetMs: readRenderBudget(env) },
      readPort(env, 'PORT', 3000),
    );
  } catch (error) {
    await close();
    throw error;
  }
  return { close, config };
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
