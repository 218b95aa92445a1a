// The apps of the composed site, where their builds live and on which ports they are served.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Remote name, package folder, the env var of its port, and its default port (DESIGN.md). */
export const remoteApps = [
  { name: 'home', dir: 'mfe-home', portVariable: 'REMOTE_HOME_PORT', defaultPort: 3001 },
  { name: 'ventures', dir: 'mfe-ventures', portVariable: 'REMOTE_VENTURES_PORT', defaultPort: 3002 },
  { name: 'news', dir: 'mfe-news', portVariable: 'REMOTE_NEWS_PORT', defaultPort: 3003 },
  { name: 'company', dir: 'mfe-company', portVariable: 'REMOTE_COMPANY_PORT', defaultPort: 3004 },
  { name: 'forms', dir: 'mfe-forms', portVariable: 'REMOTE_FORMS_PORT', defaultPort: 3005 },
];

export const readPort = (env, variable, fallback) => {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${variable} must be a port number, got "${raw}"`);
  }
  return port;
};

export const distOf = (dir) => path.join(repoRoot, dir, 'dist');

/** Files whose absence means "not built yet". */
export const buildMarkers = [
  path.join(repoRoot, 'content-api/dist/index.js'),
  path.join(distOf('shell'), 'index.html'),
  ...remoteApps.map((app) => path.join(distOf(app.dir), 'remoteEntry.js')),
];
