import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageFacts } from '@group/shared/page-renderer';
import { requestRecord } from './request-record';
import type { SiteMetrics } from './site-metrics';

/** The requests answered with a page, each with what its renderer said of it (null: it did not say). */
const pages = new WeakMap<FastifyRequest, PageFacts | null>();

/** `request` was answered with a page: its log line and the metrics say how it was rendered. */
export const notePage = (request: FastifyRequest, facts: PageFacts | undefined): void => {
  pages.set(request, facts ?? null);
};

/**
 * One line per request through the request's logger (its id is the line's `reqId`), written when
 * the answer is out, and the request in `metrics` when they are kept; a page's with what its
 * renderer said of it (notePage). A visitor who goes before the answer is whole gets the same
 * line, `aborted`, when the connection closes.
 */
export function observeRequests(app: FastifyInstance, metrics: SiteMetrics | undefined): void {
  // Fastify's logger when it has one (pino); none, or one above info, writes no request lines.
  const logs = (app.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;
  if (!logs && !metrics) return;
  const observed = new WeakSet<FastifyReply>();
  const observe = (request: FastifyRequest, reply: FastifyReply, aborted: boolean) => {
    observed.add(reply);
    // undefined: not a page; null: a page whose renderer did not say how it went.
    const facts = pages.get(request);
    const record = requestRecord(request, reply, aborted, facts);
    if (logs) reply.log.info(record, aborted ? 'request aborted' : 'request completed');
    metrics?.record(record, facts);
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
