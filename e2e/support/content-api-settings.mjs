// content-api's settings for the browser tests, whichever stack runs it (start-stack.mjs, or the
// rehearsal of production in start-rehearsal.mjs): the origins that may call it, the stand-in
// reCAPTCHA verifier, the leads export token, a rate limit a whole run stays under.
import fs from 'node:fs';
import path from 'node:path';
import { LEADS_EXPORT_TOKEN, dataDir, origin, ports, rehearsalDir, remotes, spareShellPorts } from './ports.mjs';

/** The site, its remotes, the embedding page and the shells tests start on their own. */
const siteOrigins = [...['shell', ...Object.keys(remotes), 'embedPage'].map((name) => ports[name]), ...spareShellPorts].flatMap((port) => [
  origin(port),
  `http://127.0.0.1:${port}`,
]);

export const contentApiSettings = {
  CORS_ORIGINS: siteOrigins.join(','),
  RECAPTCHA_SECRET: 'e2e-secret',
  RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${ports.verifier}/siteverify`,
  CAPTCHA_MODE: 'verify',
  PUBLIC_URL: origin(ports.api),
  NODE_ENV: 'test',
  POST_RATE_LIMIT: '200',
  LEADS_EXPORT_TOKEN,
};

/**
 * Where the `leads` command finds what the stack's content-api holds: its data folder (the command
 * is run by the server on it), or in the rehearsal (E2E_STACK=rehearsal) the cluster's PostgreSQL,
 * as its cluster.json gives it.
 */
export function leadsCommandEnv() {
  if (process.env.E2E_STACK !== 'rehearsal') return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const state = JSON.parse(fs.readFileSync(path.join(rehearsalDir, 'cluster.json'), 'utf8'));
  return { DATA_DIR: path.join(rehearsalDir, 'leads-command'), DATABASE_URL: state.processes.postgres.url };
}
