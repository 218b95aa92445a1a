// Serves the built shell on PORT (3000), in WEB_CONCURRENCY processes (one per core by default).
// Configuration comes from the environment at start.
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from './create-site-server';
import { readSiteConfig, readVariable } from '@group/shared/config';
import { readRenderBudget, readSiteIndexing, readTrustProxy, readWorkerCount } from './config/site-config';
import { listenSiteServer } from './listen';
import { serveInWorkers } from './serve-in-workers';

/** dist/index.js sits in site-server/dist; the shell's build beside it, unless SHELL_DIST says otherwise. */
const DEFAULT_SHELL_DIST = path.resolve(__dirname, '../../shell/dist');

/** Requests in flight are answered; a connection that outlives that by this long is cut. */
const STOP_GRACE_MS = 10_000;

const env = process.env;
const port = Number(readVariable(env, 'PORT') ?? 3000);

/** One server: the whole of it with WEB_CONCURRENCY=1, else one worker of several. */
async function serve(announce: boolean): Promise<void> {
  const app = await createSiteServer({
    mode: 'shell',
    root: readVariable(env, 'SHELL_DIST') ?? DEFAULT_SHELL_DIST,
    config: readSiteConfig(env),
    trustProxy: readTrustProxy(env),
    renderBudgetMs: readRenderBudget(env),
    indexing: readSiteIndexing(env),
    logger: { level: readVariable(env, 'LOG_LEVEL') ?? 'warn' },
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await listenSiteServer(app, { port, host: readVariable(env, 'HOST') });
  if (announce) console.log(`shell: http://localhost:${port}`);
}

function main(): Promise<void> {
  if (cluster.isWorker) return serve(false);
  // Settings are checked once, here, so a mistake is one clear error rather than one per worker.
  readSiteConfig(env);
  readRenderBudget(env);
  readSiteIndexing(env);
  const count = readWorkerCount(env, os.availableParallelism());
  if (count === 1) return serve(true);
  serveInWorkers({ count, port, stopGraceMs: STOP_GRACE_MS });
  return Promise.resolve();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
