// Starts what the browser tests run against: a stand-in reCAPTCHA verifier, content-api with
// its demo content on a fresh data folder, the built site (shell and five remotes), and a plain
// page on another origin that embeds the forms. Stops them all on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCaptchaVerifier } from './captcha-verifier.mjs';
import { startEmbedPage } from './embed-page.mjs';
import { waitForAnswer } from '@group/wait-for-answer';
import { contentApiSettings } from './content-api-settings.mjs';
import { dataDir, origin, ports, remotes } from './ports.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = [];

function run(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[stack] ${name} exited (${signal ?? code})`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
const servers = [];
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  for (const server of servers) server.close();
  setTimeout(() => process.exit(code), 500).unref();
}
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

servers.push(await startCaptchaVerifier(ports.verifier));
run('content-api', ['content-api/dist/index.js'], {
  PORT: String(ports.api),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ...contentApiSettings,
  LOG_LEVEL: 'warn',
});
await waitForAnswer(`http://127.0.0.1:${ports.api}/globals`);

const remoteEnv = {};
for (const [name, remote] of Object.entries(remotes)) {
  remoteEnv[remote.portVariable] = String(ports[name]);
  remoteEnv[remote.urlVariable] = `${origin(ports[name])}/mf-manifest.json`;
}
run('site', ['scripts/serve.mjs'], {
  ...remoteEnv,
  PORT: String(ports.shell),
  API_BASE_URL: origin(ports.api),
  IMAGE_BASE_URL: `${origin(ports.api)}/images`,
  SITE_URL: origin(ports.shell),
  // A line per request would bury the stack's own messages in the tests' output.
  LOG_LEVEL: 'warn',
  // Each worker of the suite runs a stack like this one on a shared machine: a read the API
  // answers late there is not what the tests look at (server-render-resilience.spec.ts runs a
  // shell of its own with the usual budget for that).
  RENDER_BUDGET_MS: process.env.RENDER_BUDGET_MS || '5000',
});
servers.push(await startEmbedPage());
await waitForAnswer(`${origin(ports.shell)}/`);
console.log(`[stack] up: site ${origin(ports.shell)}, api ${origin(ports.api)}, embed page ${origin(ports.embedPage)}`);
