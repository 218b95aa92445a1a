import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageFactsOf } from './page-facts';
import { requestRecord } from './request-record';
import type { SiteMetrics } from './site-metrics';

/**
 * One line per request through the request's logger (its id is the line's `reqId`), written when
 * the answer is out, and the request in `metrics` when they are kept. A visitor who goes before
 * the answer is whole gets the same line, `aborted`, when the connection closes.
 */
export function observeRequests(app: FastifyInstance, metrics: SiteMetrics | undefined): void {
  // Fastify's logger when it has one (pino); none, or one above info, writes no request lines.
  const logs = (app.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;
  if (!logs && !metrics) return;
  const observed = new WeakSet<FastifyReply>();
  const observe = (request: FastifyRequest, reply: FastifyReply, aborted: boolean) => {
    observed.add(reply);
    const record = requestRecord(request, reply, aborted);
    if (logs) reply.log.info(record, aborted ? 'request aborted' : 'request completed');
    metrics?.record(record, pageFactsOf(request));
  };

  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished && !observed.has(reply)) observe(request, reply, true);
    });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    observe(request, reply, false);
    done();
  });
}
