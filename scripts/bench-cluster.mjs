// `pnpm bench:cluster`: the rehearsal of production (`pnpm start:cluster`) under load. Through
// nginx, `/` from the shared cache (50 connections, 10 s) against nginx serving the same bytes as
// a plain file in the same run; then each site-server alone, rendering `/` for every request
// (20 connections, 10 s, as `pnpm bench` measures the server render). Loopback, after a warm-up,
// with wrk (scripts/lib/cluster/wrk.mjs says why not a Node client).
// Usage: pnpm build && pnpm bench:cluster   (BENCH_CLUSTER_PORT_BASE=8100; Debian: apt-get install wrk)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { hasWrk, runWrk } from './lib/cluster/wrk.mjs';
import { readPort, repoRoot } from './lib/site-apps.mjs';

if (!hasWrk()) {
  console.error('bench:cluster: wrk is not installed (Debian: apt-get install wrk)');
  process.exit(1);
}

const base = readPort(process.env, 'BENCH_CLUSTER_PORT_BASE', 8100);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
// PostgreSQL's and nginx's own users reach the cluster's folder through it.
fs.chmodSync(dir, 0o755);

/** What Chromium sends: nginx's cache answers it with its brotli copy. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

function measure(label, url, connections, headers = {}) {
  runWrk(url, { connections, seconds: 3, headers });
  const result = runWrk(url, { connections, seconds: 10, headers });
  const line = `${label.padEnd(52)} ${String(Math.round(result.requestsPerSecond)).padStart(6)} pages/s  p50 ${result.p50} ms  p99 ${result.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`;
  console.log(line);
  return result;
}

/** A URL's body as sent (compressed when `encoding` is br), for the file it is compared with. */
const bytesOf = (url, encoding) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .once('error', reject);
  });

/** `pnpm start:cluster` in a process of its own; resolves once its cluster.json says it is ready. */
async function startCluster(clusterDir) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start-cluster.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, CLUSTER_PORT_BASE: String(base), CLUSTER_DIR: clusterDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the cluster stopped (${child.exitCode}) before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const state = JSON.parse(fs.readFileSync(path.join(clusterDir, 'cluster.json'), 'utf8'));
      if (state.ready && state.supervisor === child.pid) return { state, stop };
    } catch {
      // not written yet
    }
  }
}

const cluster = await startCluster(path.join(dir, 'cluster'));
try {
  const { site, floor, processes } = cluster.state;
  console.log(`\n${os.availableParallelism()} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  // Uncompressed (what a client that takes no compression gets), then as a browser asks: the cache
  // against the same bytes as a file (index.html, and index.html.br served by brotli_static).
  for (const [encoding, accept] of [['identity', 'identity'], ['br', BROWSER_ENCODINGS]]) {
    const page = await bytesOf(`${site}/`, accept);
    fs.writeFileSync(path.join(dir, 'cluster', 'floor', encoding === 'br' ? 'index.html.br' : 'index.html'), page);
    const headers = { 'accept-encoding': accept };
    console.log(`/ with Accept-Encoding: ${accept}: ${page.length} bytes (${encoding})`);
    const cached = measure(`nginx, / from the shared cache (${encoding}, 50 conns)`, `${site}/`, 50, headers);
    const file = measure(`nginx, the same bytes as a file (${encoding}, 50 conns)`, `${floor}/`, 50, headers);
    console.log(`cache against the file: ${(cached.requestsPerSecond / file.requestsPerSecond).toFixed(2)}× the pages/s`);
  }
  for (const name of ['site-server-a', 'site-server-b']) {
    measure(`${name} alone, rendering / (20 conns)`, `http://127.0.0.1:${processes[name].port}/`, 20);
  }
} finally {
  await cluster.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
