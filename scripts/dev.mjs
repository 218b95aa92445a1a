// `pnpm dev`: every app's webpack dev server with hot reload (shell 3000, remotes 3001–3005) and
// content-api in watch mode (API_PORT, default 4000).
import path from 'node:path';
import { createRequire } from 'node:module';
import { readPort, remoteApps, repoRoot } from './lib/site-apps.mjs';
import { onShutdown, pnpmCommand, startProcess, stopProcesses } from './lib/processes.mjs';

const apps = [{ name: 'shell', dir: 'shell' }, ...remoteApps];

const webpackCli = (dir) =>
  createRequire(path.join(repoRoot, dir, 'package.json')).resolve('webpack-cli/bin/cli.js');

onShutdown(stopProcesses);

const apiPort = readPort(process.env, 'API_PORT', 4000);
const pnpm = pnpmCommand();
startProcess('content-api', pnpm.command, [...pnpm.args, '--filter', 'content-api', 'dev'], {
  env: { ...process.env, PORT: String(apiPort) },
});

for (const app of apps) {
  const child = startProcess(app.name, process.execPath, [webpackCli(app.dir), 'serve', '--mode', 'development'], {
    cwd: path.join(repoRoot, app.dir),
    env: { ...process.env, API_BASE_URL: process.env.API_BASE_URL ?? `http://localhost:${apiPort}` },
  });
  child.once('exit', (code) => {
    if (code) console.error(`[${app.name}] dev server ended with ${code}`);
  });
}

console.log('Site (dev): http://localhost:3000, remotes on 3001–3005, API on ' + apiPort);
