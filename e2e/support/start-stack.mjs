// Starts what the browser tests run against: a stand-in reCAPTCHA verifier, content-api with
// its demo content on a fresh data folder, the built site (shell and five remotes), and a plain
// page on another origin that embeds the forms. Stops them all on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCaptchaVerifier } from './captcha-verifier.mjs';
import { waitForAnswer } from '@group/wait-for-answer';
import { LEADS_EXPORT_TOKEN, dataDir, origin, ports, remotes, spareShellPorts } from './ports.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = [];

const siteOrigins = [...['shell', ...Object.keys(remotes), 'embedPage'].map((name) => ports[name]), ...spareShellPorts].flatMap((port) => [
  origin(port),
  `http://127.0.0.1:${port}`,
]);

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

/** The embedding demo page, served from its own origin, pointed at this stack's ports. */
function startEmbedPage() {
  const folder = path.join(repo, 'mfe-forms/embed-demo');
  const server = http.createServer((req, res) => {
    const file = path.join(folder, new URL(req.url, 'http://x').pathname.replace(/\/$/, '/index.html'));
    if (!file.startsWith(folder) || !fs.existsSync(file)) {
      res.writeHead(404).end('Not found');
      return;
    }
    const body = fs
      .readFileSync(file, 'utf8')
      .replaceAll(`http://localhost:${remotes.forms.defaultPort}`, origin(ports.forms))
      .replaceAll('http://localhost:4000', origin(ports.api));
    res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/plain' }).end(body);
  });
  return new Promise((resolve) => server.listen(ports.embedPage, () => resolve(server)));
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
  CORS_ORIGINS: siteOrigins.join(','),
  RECAPTCHA_SECRET: 'e2e-secret',
  RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${ports.verifier}/siteverify`,
  CAPTCHA_MODE: 'verify',
  PUBLIC_URL: origin(ports.api),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  POST_RATE_LIMIT: '200',
  LEADS_EXPORT_TOKEN,
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
});
servers.push(await startEmbedPage());
await waitForAnswer(`${origin(ports.shell)}/`);
console.log(`[stack] up: site ${origin(ports.shell)}, api ${origin(ports.api)}, embed page ${origin(ports.embedPage)}`);
