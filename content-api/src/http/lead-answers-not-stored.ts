import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Answers that store or reveal leads (form posts, the export) are never kept by a browser or proxy. */
export function registerLeadAnswersNotStored(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!READS.has(request.method) || request.url.startsWith('/leads/')) reply.header('cache-control', 'no-store');
  });
}
