// Serves the built shell on PORT (3000), in WEB_CONCURRENCY processes (one per core by default).
// Configuration comes from the environment at start, checked whole before anything starts
// (config/site-server-variables.ts); `--check-config` prints it and exits.
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { effectiveSettings } from './config/effective-settings';
import { ConfigurationError, readSiteServerConfig } from './config/read-site-server-config';
import type { SiteServerConfig } from './config/read-site-server-config';
import { createSiteServer } from './create-site-server';
import { listenSiteServer } from './listen';
import { metricsOfAllWorkers } from './observability/cluster-metrics';
import { createProcessLog, processLogOptions } from './observability/process-log';
import { createSiteMetrics } from './observability/site-metrics';
import { createLocalReleaseCounter, createWorkerReleaseCounter } from './releases/release-counter';
import type { AbortLog } from './releases/record-abort';
import type { SiteReleasesOptions } from './releases/site-releases';
import type { MetricsOptions } from './create-site-server';
import { reportStartFailure, serveInWorkers } from './serve-in-workers';
import { stopSiteServer } from './stop-site-server';

/** dist/index.js sits in site-server/dist; the shell's build beside it, unless SHELL_DIST says otherwise. */
const DEFAULT_SHELL_DIST = path.resolve(__dirname, '../../shell/dist');

/** Requests in flight are answered; a connection that outlives that by this long is cut. */
const STOP_GRACE_MS = 10_000;

const CHECK_CONFIG = '--check-config';

/** Why the server cannot start, said once, in a line of its own, without a stack. */
class StartFailure extends Error {}

const say = (message: string) => `site-server: ${message}`;

function readConfig(): SiteServerConfig {
  const others = process.argv.slice(2).filter((argument) => argument !== CHECK_CONFIG);
  if (others.length > 0) throw new StartFailure(say(`unknown argument "${others[0]}" (the only one is ${CHECK_CONFIG})`));
  try {
    return readSiteServerConfig(process.env, { cores: os.availableParallelism(), defaultShellDist: DEFAULT_SHELL_DIST });
  } catch (error) {
    if (error instanceof ConfigurationError) throw new StartFailure(error.problems.map(say).join('\n'));
    throw error;
  }
}

/** GET /metrics with METRICS_TOKEN: in a worker of several, every worker's metrics, added up by the primary. */
function metricsOptions(config: SiteServerConfig): MetricsOptions | undefined {
  if (config.metricsToken === undefined) return undefined;
  const series = createSiteMetrics();
  return { token: config.metricsToken, series, scrape: cluster.isWorker ? metricsOfAllWorkers(series.registry) : undefined };
}

/** Releases per visitor: in a worker of several, the counts and the canaries' fate are the primary's. */
function releasesOptions(config: SiteServerConfig, log: AbortLog): SiteReleasesOptions {
  const rule = { minPages: config.releases.minPages, maxExtraErrorRate: config.releases.maxExtraErrorRate };
  return {
    previewSecret: config.releases.previewSecret,
    statusToken: config.releases.statusToken,
    rule,
    reportsPerMinute: config.releases.reportsPerMinute,
    counter: cluster.isWorker ? createWorkerReleaseCounter() : createLocalReleaseCounter(rule, { log, folders: config.releases.folders }),
  };
}

/**
 * One server: the whole of it with WEB_CONCURRENCY=1, else one worker of several. SIGTERM or
 * SIGINT drains first: /readyz says 503 for STOP_DRAIN_MS (5 s in production, none elsewhere, so
 * Ctrl-C on a developer's machine is immediate) while requests are still answered; then the
 * server closes.
 */
async function serve(config: SiteServerConfig, announce: boolean): Promise<void> {
  const log = createProcessLog(config.logLevel);
  const app = await createSiteServer({
    mode: 'shell',
    root: config.shellDist,
    config: config.site,
    trustProxy: config.trustProxy,
    renderBudgetMs: config.renderBudgetMs,
    pageCaching: config.pageCaching,
    indexing: config.indexing,
    timeouts: config.timeouts,
    logger: processLogOptions(config.logLevel),
    metrics: metricsOptions(config),
    releases: releasesOptions(config, log),
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), config.drainDelayMs + STOP_GRACE_MS).unref();
    void stopSiteServer(app, { drainDelayMs: config.drainDelayMs }).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const port = await listenSiteServer(app, { port: config.port, host: config.host, portVariable: 'PORT' });
  if (announce) app.log.info({ url: `http://localhost:${port}`, workers: 1 }, 'the shell’s server is listening');
}

async function main(): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) return serve(config, false);
  if (process.argv.includes(CHECK_CONFIG)) {
    process.stdout.write(effectiveSettings(config, process.env).map((line) => `${line}\n`).join(''));
    return;
  }
  if (config.workers === 1) return serve(config, true);
  serveInWorkers({
    count: config.workers,
    port: config.port,
    stopGraceMs: config.drainDelayMs + STOP_GRACE_MS,
    log: createProcessLog(config.logLevel),
    metrics: config.metricsToken !== undefined,
    rollback: { minPages: config.releases.minPages, maxExtraErrorRate: config.releases.maxExtraErrorRate },
    releaseFolders: config.releases.folders,
  });
}

/** A failure's one line (or one per setting), prefixed; anything unexpected with its message only. */
const describe = (error: unknown) => {
  if (error instanceof StartFailure) return error.message;
  return say(error instanceof Error ? error.message : String(error));
};

main().catch((error: unknown) => {
  const message = describe(error);
  if (cluster.isWorker) return reportStartFailure(message);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
