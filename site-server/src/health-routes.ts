import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CheckResult } from './api-readiness';
import { routeOf } from './observability/route-kind';

/** Servers that are stopping: they still answer requests, but no longer say they are ready. */
const draining = new WeakSet<FastifyInstance>();

/** From now on `app`'s /readyz says 503, so that a balancer sends it no new requests. */
export const beginDraining = (app: FastifyInstance): void => {
  draining.add(app);
};

export type HealthChecks = {
  /** Whether the shell's page renderer is loaded. */
  rendererLoaded: () => boolean;
  /** Whether content-api answers (cached: api-readiness.ts). */
  apiReady: () => Promise<CheckResult>;
};

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Probes for a balancer or an orchestrator; neither renders a page. GET /healthz: 200 while the
 * process answers, nothing else looked at. GET /readyz: 200 while the server should be sent
 * requests (the shell's renderer loaded, content-api answering), else 503 naming each check that
 * failed; 503 from the start of a stop (beginDraining).
 */
export function registerHealthRoutes(app: FastifyInstance, { rendererLoaded, apiReady }: HealthChecks): void {
  app.get('/healthz', routeOf('health'), async (_request, reply) => noStore(reply).send({ status: 'ok' }));

  app.get('/readyz', routeOf('health'), async (_request, reply) => {
    noStore(reply);
    if (draining.has(app)) return reply.code(503).send({ status: 'not ready', failed: { server: 'stopping' } });
    const failed: Record<string, string> = {};
    if (!rendererLoaded()) failed.build = 'the shell’s page renderer is not loaded';
    const api = await apiReady();
    if (!api.ok) failed.api = api.reason;
    if (Object.keys(failed).length > 0) return reply.code(503).send({ status: 'not ready', failed });
    return reply.send({ status: 'ready' });
  });
}
