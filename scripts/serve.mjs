// `pnpm serve`: the built site. The shell's server on PORT (3000) as operators run it
// (site-server/dist/index.js: one worker per core, or WEB_CONCURRENCY), each remote from its own
// origin (3001–3005, or REMOTE_*_PORT), all through site-server. Configuration is read from the
// environment at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { distOf, readPort, remoteApps, repoRoot } from './lib/site-apps.mjs';
import { onShutdown, startProcess, stopProcess } from './lib/processes.mjs';
import { waitForAnswer } from '@group/wait-for-answer';

/** Loaded when serving starts, so that `pnpm start` can build it first when it is missing. */
const siteServerBuild = path.join(repoRoot, 'site-server/dist/site-server.js');
const shellServerEntry = path.join(repoRoot, 'site-server/dist/index.js');

/** Starts the six servers; resolves with a function that stops them all. */
export async function serveSite(env = process.env) {
  const { createSiteServer, listenSiteServer, readSiteConfig } = createRequire(import.meta.url)(siteServerBuild);
  const config = readSiteConfig(env);
  const servers = [];
  let shell;
  let closing = false;
  const close = () => {
    closing = true;
    return Promise.all([...servers.map((server) => server.close()), shell && stopProcess(shell)]);
  };
  try {
    for (const app of remoteApps) {
      // Remotes are fetched cross-origin by the shell: each on its own origin, CORS on.
      const server = await createSiteServer({ mode: 'static', root: distOf(app.dir) });
      servers.push(server);
      await listenSiteServer(server, { port: readPort(env, app.portVariable, app.defaultPort) });
    }
    const port = readPort(env, 'PORT', 3000);
    // In our process group: a supervisor that kills the group (a test runner) stops it too.
    shell = startProcess('shell', process.execPath, [shellServerEntry], { env, ownGroup: false });
    await waitForAnswer(`http://localhost:${port}/`, {
      stillStarting: () => {
        if (shell.exitCode !== null) throw new Error(`the shell's server exited with ${shell.exitCode}`);
      },
    });
  } catch (error) {
    await close();
    throw error;
  }
  // A site without its shell's server is no site: stop the rest the way Ctrl-C would.
  shell.once('exit', (code, signal) => {
    if (closing) return;
    console.error(`The shell's server stopped (${signal ?? code}); stopping the site`);
    process.kill(process.pid, 'SIGTERM');
  });
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
