import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

export type WorkerPoolOptions = {
  count: number;
  port: number;
  /** Longest a worker takes to finish its requests once asked to stop (its own bound). */
  stopGraceMs: number;
  log?: (message: string) => void;
};

/**
 * The primary process of the shell's server: `count` workers (node:cluster) share the port, so a
 * render on one core does not queue the requests the other cores could answer. A worker that dies
 * after it was listening is replaced; one that dies before it ever listened (a port in use, a
 * broken build) stops the whole server with its error rather than being restarted in a loop.
 * SIGTERM or SIGINT stops the workers, which answer the requests in flight first.
 */
export function serveInWorkers({ count, port, stopGraceMs, log = (message) => console.log(message) }: WorkerPoolOptions): void {
  const listening = new Set<Worker>();
  let announced = false;
  let stopping = false;

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(code), stopGraceMs + 1000).unref();
  };

  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (announced || listening.size < count) return;
    announced = true;
    log(`shell: http://localhost:${port} (${count} workers)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const hadListened = listening.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!hadListened) {
      console.error(`[site] a worker of the shell's server stopped before it listened (${signal ?? code}); stopping`);
      stop(1);
      return;
    }
    console.error(`[site] worker ${worker.process.pid} of the shell's server stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });

  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  // Workers take connections from the shared socket themselves. With the primary handing them
  // out (Node's default), a connection handed to a worker that has just died is never answered.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < count; i += 1) cluster.fork();
}
