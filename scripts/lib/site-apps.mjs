// The apps of the composed site, where their builds live and on which ports they are served.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotes from '@group/shared/remotes.json' with { type: 'json' };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Remote name, package folder, the env vars of its port and URL, and its default port (shared/src/config/remotes.json). */
export const remoteApps = Object.entries(remotes).map(([name, remote]) => ({
  name,
  dir: remote.packageDir,
  portVariable: remote.portVariable,
  urlVariable: remote.urlVariable,
  defaultPort: remote.defaultPort,
}));

/** Every app of the composed site: the shell, then the remotes. */
export const siteAppDirs = ['shell', ...remoteApps.map((app) => app.dir)];

/**
 * A port from `env[variable]`, `fallback` when it is unset or blank. Written as the servers'
 * settings are (site-server's schema, config/setting-types.ts): digits only, 1 to 65535, and a
 * value that is not one is refused in the same sentence, naming the variable and the value.
 */
export const readPort = (env, variable, fallback) => {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65535)) {
    throw new Error(`${variable} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
};

export const distOf = (dir) => path.join(repoRoot, dir, 'dist');

/** Files whose absence means "not built yet". */
export const buildMarkers = [
  path.join(repoRoot, 'content-api/dist/index.js'),
  path.join(repoRoot, 'site-server/dist/site-server.js'),
  path.join(distOf('shell'), 'server', 'server.js'),
  ...remoteApps.map((app) => path.join(distOf(app.dir), 'remoteEntry.js')),
];
