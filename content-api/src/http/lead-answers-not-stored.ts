import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Answers that store or reveal leads (form posts, the export) are never kept by a browser or proxy. */
export function registerLeadAnswersNotStored(app: FastifyInstance): void {
  // A callback, not an async function: every answer passes here, and a promise each is a cost.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READS.has(request.method) || request.url.startsWith('/leads/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
