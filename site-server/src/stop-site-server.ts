import type { FastifyInstance } from 'fastify';
import { beginDraining } from './health-routes';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A graceful stop: /readyz says 503 at once while every request is still answered, for
 * `drainDelayMs` (the time a balancer takes to see it and send requests elsewhere); then the
 * server closes, answering the requests in flight and ending every connection.
 */
export async function stopSiteServer(app: FastifyInstance, { drainDelayMs }: { drainDelayMs: number }): Promise<void> {
  beginDraining(app);
  if (drainDelayMs > 0) await wait(drainDelayMs);
  await app.close();
}
