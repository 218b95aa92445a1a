import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Readiness } from './readiness';

/**
 * Probes for a balancer or an orchestrator. GET /healthz: the process answers (nothing else is
 * touched). GET /readyz: 200 while the server should get traffic — ready, and the database
 * answering — 503 before, during a stop, or when the database does not answer. Both are GETs
 * without an Origin, so neither the origin guard nor the per-client POST limit applies, and reads
 * are not logged one by one.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database; readiness: Readiness }): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { state } = deps.readiness;
    if (state === 'stopping') return reply.code(503).send({ status: 'stopping' });
    if (state !== 'ready') return reply.code(503).send({ status: 'not ready' });
    try {
      await deps.db.query('SELECT 1');
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).send({ status: 'not ready', reason: 'the database does not answer' });
    }
    return { status: 'ready', database: deps.db.description };
  });
}
