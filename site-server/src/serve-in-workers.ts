import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { RemoteName } from '@group/shared/config';
import { answerWorkersMetricsRequests } from './observability/cluster-metrics';
import { keepWorkersReleaseCounts } from './releases/release-counter';
import type { RollbackRule } from './releases/rollback-rule';

export type WorkerPoolOptions = {
  count: number;
  port: number;
  /** Longest a worker takes to stop once asked (its drain delay and its own bound). */
  stopGraceMs: number;
  /** The primary's logger (observability/process-log.ts): the workers' format. */
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Why the server cannot start, in one line of plain text on standard error. */
  fatal?: (message: string) => void;
  /** Whether the workers keep metrics: the primary then adds them up for the worker a scrape reached. */
  metrics?: boolean;
  /** The rule a canary is aborted by: the primary adds up the workers' counts and decides (releases/release-counter.ts). */
  rollback?: RollbackRule;
  /** Each remote's deployment folder, where the primary writes an automatic canary abort (releases/record-abort.ts). */
  releaseFolders?: Partial<Record<RemoteName, string>>;
};

/** What a worker that cannot start tells the primary, instead of printing it itself. */
type StartFailure = { siteServerStartFailure: string };

const isStartFailure = (message: unknown): message is StartFailure =>
  typeof message === 'object' && message !== null && typeof (message as StartFailure).siteServerStartFailure === 'string';

/**
 * In a worker: hands the reason it cannot start (`site-server: port 3000 is already in use …`)
 * to the primary, which says it once for all the workers, and ends the worker.
 */
export function reportStartFailure(message: string): void {
  const failure: StartFailure = { siteServerStartFailure: message };
  process.send?.(failure, () => process.exit(1));
}

/**
 * The primary process of the shell's server: `count` workers (node:cluster) share the port, so a
 * render on one core does not queue the requests the other cores could answer. A worker that dies
 * after it was listening is replaced; one that dies before it ever listened (a port in use, a
 * broken build) stops the whole server with its reason, said once, rather than being restarted
 * in a loop. SIGTERM or SIGINT is passed on to the workers, which finish their requests first.
 */
export function serveInWorkers({ count, port, stopGraceMs, log, fatal = (message) => process.stderr.write(`${message}\n`), metrics = false, rollback, releaseFolders }: WorkerPoolOptions): void {
  const alive = new Set<Worker>();
  const listening = new Set<Worker>();
  const startFailures = new Map<Worker, string>();
  let announced = false;
  let stopping = false;

  const exitOnceAllGone = () => {
    if (stopping && alive.size === 0) process.exit(process.exitCode ?? 0);
  };

  const stop = (code: number, signal: NodeJS.Signals = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    for (const worker of alive) worker.process.kill(signal);
    setTimeout(() => process.exit(code), stopGraceMs + 1000).unref();
    exitOnceAllGone();
  };

  /** A worker that never listened: its reason (once every message it sent is in), and the end of the server. */
  const failedToStart = (worker: Worker, code: number | null, signal: string | null) => {
    const report = () => {
      if (stopping) return;
      fatal(startFailures.get(worker) ?? `site-server: a worker of the shell's server stopped before it listened (${signal ?? code}); stopping`);
      stop(1);
    };
    if (worker.isConnected()) worker.once('disconnect', report);
    else report();
  };

  cluster.on('message', (worker, message: unknown) => {
    if (isStartFailure(message)) startFailures.set(worker, message.siteServerStartFailure);
  });
  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (announced || listening.size < count) return;
    announced = true;
    log.info({ url: `http://localhost:${port}`, workers: count }, 'the shell’s server is listening');
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const hadListened = listening.delete(worker);
    if (stopping) return exitOnceAllGone();
    if (!hadListened) return failedToStart(worker, code, signal);
    log.error({ worker: worker.process.pid, exit: signal ?? code }, 'a worker of the shell’s server stopped; starting another');
    alive.add(cluster.fork());
  });

  process.once('SIGINT', () => stop(0, 'SIGINT'));
  process.once('SIGTERM', () => stop(0, 'SIGTERM'));
  // Workers take connections from the shared socket themselves. With the primary handing them
  // out (Node's default), a connection handed to a worker that has just died is never answered.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  if (metrics) answerWorkersMetricsRequests();
  if (rollback) keepWorkersReleaseCounts(rollback, { log, folders: releaseFolders });
  for (let i = 0; i < count; i += 1) alive.add(cluster.fork());
}
