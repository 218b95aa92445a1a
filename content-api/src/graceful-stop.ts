import type { FastifyInstance } from 'fastify';

export const STOP_GRACE_MS = 10_000;

export interface StopOptions {
  /** How long new requests are still served while /readyz answers 503, so a balancer drains the server first. */
  drainMs?: number;
  /** How long requests in flight may take once the server stops taking connections. */
  graceMs?: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops in the order a balancer needs: readiness turns off first (/readyz answers 503) while the
 * server goes on serving for `drainMs`; then it stops taking connections, lets requests in flight
 * finish (at most `graceMs`, then their connections are cut) and closes the database. A lead being
 * stored when the grace ends is either on disk already or was never acknowledged.
 */
export async function stopGracefully(app: FastifyInstance, options: StopOptions = {}): Promise<void> {
  const { drainMs = 0, graceMs = STOP_GRACE_MS } = options;
  app.readiness.markStopping();
  if (drainMs > 0) {
    app.log.info(`not ready any more: serving for ${drainMs} ms while balancers take this server out of rotation`);
    await pause(drainMs);
  }
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${graceMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
