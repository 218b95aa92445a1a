// The server's memory across many deployments of one remote: a copy of mfe-news's build is
// deployed again and again (a marker in its page, a new server entry in its manifest) while a
// shell's server of its own renders /news-centre; each deployment must show in the server's HTML,
// and the server's resident memory is sampled as it goes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { deployMarkedBuild } from 'e2e/support/marked-deployment.mjs';
import { waitForAnswer } from '@group/wait-for-answer';

const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1));

/** Resident memory of a process (Linux). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ repo: string, apiOrigin: string, remoteUrls: Record<string, string>, shellPort: number, newsPort: number, deployments: number }} options
 */
export async function redeployDrill({ repo, apiOrigin, remoteUrls, shellPort, newsPort, deployments }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'redeploy-drill-'));
  fs.cpSync(path.join(repo, 'mfe-news/dist'), folder, { recursive: true });
  const { createSiteServer, listenSiteServer } = createRequire(import.meta.url)(path.join(repo, 'site-server/dist/site-server.js'));
  const news = await createSiteServer({ mode: 'static', root: folder });
  await listenSiteServer(news, { port: newsPort });
  const shell = spawn(process.execPath, [path.join(repo, 'site-server/dist/index.js')], {
    env: {
      ...process.env,
      ...remoteUrls,
      REMOTE_NEWS_URL: `http://localhost:${newsPort}/mf-manifest.json`,
      PORT: String(shellPort),
      API_BASE_URL: apiOrigin,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      // A production start needs the site's own public address and reCAPTCHA key: stand-ins here,
      // since no page leaves this machine and no form is sent. The stop at the end needs no drain.
      SITE_URL: 'https://www.example.com',
      RECAPTCHA_SITE_KEY: 'redeploy-drill-site-key',
      STOP_DRAIN_MS: '0',
      // One process renders, so its memory is the figure (each worker of several holds the same).
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const page = `http://localhost:${shellPort}/news-centre`;
  try {
    await waitForAnswer(page, { timeoutMs: 30_000 });
    const render = () => fetch(page).then((response) => response.text());
    // Warm up: the first renders load the remote and settle the server's caches.
    for (let i = 0; i < 20; i += 1) await render();
    const samples = [{ deployment: 0, rssMb: mb(rssOf(shell.pid)) }];
    const pickedUpMs = [];
    let previous = 'LOAD MORE';
    for (let n = 1; n <= deployments; n += 1) {
      const marker = `LOAD MORE #${n}`;
      deployMarkedBuild(folder, previous, marker, marker);
      previous = marker;
      const deployedAt = Date.now();
      for (;;) {
        if ((await render()).includes(marker)) break;
        if (Date.now() - deployedAt > 10_000) throw new Error(`deployment ${n} was not picked up within 10 s`);
        await wait(50);
      }
      pickedUpMs.push(Date.now() - deployedAt);
      // A few renders of each version, as visitors would cause.
      for (let i = 0; i < 5; i += 1) await render();
      if (n % 10 === 0) samples.push({ deployment: n, rssMb: mb(rssOf(shell.pid)) });
    }
    const sorted = [...pickedUpMs].sort((a, b) => a - b);
    const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
    return { deployments, pickedUpP50Ms: percentile(50), pickedUpP95Ms: percentile(95), pickedUpMaxMs: sorted.at(-1), samples };
  } finally {
    shell.kill('SIGTERM');
    await news.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
