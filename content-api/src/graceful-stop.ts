import type { FastifyInstance } from 'fastify';

export const STOP_GRACE_MS = 10_000;

/**
 * Stops taking connections, lets requests in flight finish (at most `graceMs`, then their
 * connections are cut) and closes the database. A lead being stored when the grace ends is either
 * on disk already or was never acknowledged.
 */
export async function stopGracefully(app: FastifyInstance, graceMs = STOP_GRACE_MS): Promise<void> {
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
