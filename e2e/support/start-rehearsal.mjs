// What the browser tests run against in the rehearsal of production (playwright.rehearsal.config.ts):
// `pnpm start:cluster` on E2E_PORT_BASE, so that nginx holds the addresses of support/ports.mjs
// (the site, its remotes, content-api), with the stand-in reCAPTCHA verifier and the forms'
// embedding page beside it. SIGTERM (Playwright's graceful shutdown) stops the cluster as Ctrl-C does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCaptchaVerifier } from './captcha-verifier.mjs';
import { contentApiSettings } from './content-api-settings.mjs';
import { startEmbedPage } from './embed-page.mjs';
import { ports, rehearsalDir } from './ports.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const servers = [await startCaptchaVerifier(ports.verifier), await startEmbedPage()];
const cluster = spawn(process.execPath, [path.join(repo, 'scripts/start-cluster.mjs')], {
  cwd: repo,
  env: {
    ...process.env,
    ...contentApiSettings,
    CLUSTER_PORT_BASE: String(ports.shell),
    CLUSTER_DIR: rehearsalDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
cluster.once('exit', (code, signal) => {
  if (!stopping) console.error(`[rehearsal] the cluster stopped (${signal ?? code})`);
  for (const server of servers) server.close();
  process.exit(stopping ? 0 : 1);
});
const stop = () => {
  stopping = true;
  // The cluster stops its process groups, then exits; this process follows it.
  if (cluster.exitCode === null && cluster.signalCode === null) cluster.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
