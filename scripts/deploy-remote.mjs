// Deploys one remote's build into the folder its address serves (README, "Deploying one remote").
// Usage: pnpm deploy:remote <name> --to <folder> [--build <dist folder>] [--keep 5] [--keep-hours 24]
import path from 'node:path';
import { deployRemote } from './lib/deploy-remote.mjs';
import { distOf, remoteApps } from './lib/site-apps.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const [name] = args;
const app = remoteApps.find((remote) => remote.name === name || remote.dir === name);
const to = option('to');
if (!app || !to) {
  console.error(`Usage: pnpm deploy:remote <${remoteApps.map((remote) => remote.name).join('|')}> --to <folder> [--build <dist folder>] [--keep 5] [--keep-hours 24]`);
  process.exit(2);
}
try {
  deployRemote({
    build: path.resolve(option('build') ?? distOf(app.dir)),
    to: path.resolve(to),
    keep: Number(option('keep') ?? 5),
    keepForMs: Number(option('keep-hours') ?? 24) * 60 * 60 * 1000,
    log: (line) => console.log(`[deploy:remote] ${app.name}: ${line}`),
  });
} catch (error) {
  console.error(`[deploy:remote] ${error.message}`);
  process.exit(1);
}
