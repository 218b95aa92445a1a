import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageFacts } from '@group/shared/page-renderer';
import { requestRecord } from './request-record';
import type { SiteMetrics } from './site-metrics';

// What the server keeps of each request: an id (believed from a trusted proxy, else its own),
// then one log line and the metrics once it is answered, a page's with what its renderer said.

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_FIELD = 'x-request-id';

/** What an id taken from a proxy may look like: no spaces, quotes or control characters to forge a log line with. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Whether the peer that sent a request is a proxy TRUST_PROXY names: every peer (true), none
 * (false), the nearest one when the site is behind that many proxies (a number), or one of the
 * addresses and ranges listed, as Fastify reads TRUST_PROXY for X-Forwarded-For.
 */
function peerIsTrusted(trustProxy: boolean | number | string): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trusts = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusts(address, 0);
}

/**
 * Fastify's request id options. A proxy in front may have given the request an id already
 * (X-Request-Id), and its logs should meet ours under it; anyone else could send any text, so the
 * header is believed only from a trusted proxy and only when it is a plain token. Otherwise the
 * request gets a fresh random id. Fastify's own `requestIdHeader` would believe every client, so
 * it stays off.
 */
export function requestIdOptions(trustProxy: boolean | number | string) {
  const trusted = peerIsTrusted(trustProxy);
  return {
    requestIdHeader: false as const,
    genReqId(request: IncomingMessage): string {
      const given = request.headers[REQUEST_ID_FIELD];
      if (typeof given === 'string' && SAFE_REQUEST_ID.test(given) && trusted(request.socket.remoteAddress ?? '')) return given;
      return randomUUID();
    },
  };
}

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
