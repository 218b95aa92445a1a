// `pnpm start`: the whole site on one machine. content-api with its demo content (API_PORT,
// default 4000), a build first if any is missing, then the built site as `pnpm serve` does.
import path from 'node:path';
import { readPort, repoRoot } from './lib/site-apps.mjs';
import { buildIfMissing } from './lib/build-if-missing.mjs';
import { onShutdown, startProcess, stopProcesses } from './lib/processes.mjs';
import { serveSite } from './serve.mjs';

const WAIT_FOR_API_MS = 60000;

/** Resolves once the API answers a request; rejects if it exits or takes too long. */
async function waitForApi(baseUrl, child) {
  const deadline = Date.now() + WAIT_FOR_API_MS;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('content-api stopped before it answered');
    try {
      const response = await fetch(`${baseUrl}/globals`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`content-api did not answer at ${baseUrl} within ${WAIT_FOR_API_MS / 1000} s`);
}

let closeSite = async () => {};
onShutdown(async () => {
  await closeSite();
  await stopProcesses();
});

try {
  await buildIfMissing();
  const apiPort = readPort(process.env, 'API_PORT', 4000);
  const apiBaseUrl = `http://localhost:${apiPort}`;
  const api = startProcess('content-api', process.execPath, ['dist/index.js'], {
    cwd: path.join(repoRoot, 'content-api'),
    env: { ...process.env, PORT: String(apiPort) },
  });
  await waitForApi(apiBaseUrl, api);
  const { close, config } = await serveSite({ API_BASE_URL: apiBaseUrl, ...process.env });
  closeSite = close;
  console.log(`API:  ${apiBaseUrl}`);
  console.log(`Site: ${config.siteUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopProcesses();
  process.exit(1);
}
