import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id taken from a proxy may look like: no spaces, quotes or control characters to forge a log line with. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

type TrustsPeer = (address: string, hop: number) => boolean;

/** The same rule Fastify applies to TRUST_PROXY, so a proxy trusted for X-Forwarded-For is trusted here. */
function trustedPeers(trustProxy: boolean | string): TrustsPeer {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
}

/** Ids a counter hands out under one prefix: the counter stays a small integer, cheap to count and print. */
const IDS_PER_PREFIX = 2 ** 30;

/**
 * Fresh request ids: 12 random hex digits drawn when the process starts, a dash and a counter in base
 * 36 (`3f9c0a7be21d-1k2`). The random prefix keeps ids of other workers and of earlier runs apart
 * (2^48 prefixes); the counter keeps this process' ids apart, and a new prefix is drawn before it
 * could repeat. A random UUID per request cost a share of a cached read's time; this is a concatenation.
 */
export function requestIdSequence(): () => string {
  let prefix = '';
  let count = IDS_PER_PREFIX;
  return () => {
    if (count === IDS_PER_PREFIX) {
      prefix = `${randomBytes(6).toString('hex')}-`;
      count = 0;
    }
    count += 1;
    return prefix + count.toString(36);
  };
}

/** What a fresh id looks like (see requestIdSequence). */
export const FRESH_REQUEST_ID = /^[0-9a-f]{12}-[0-9a-z]{1,6}$/;

/**
 * Fastify's request id options. A proxy in front may have given the request an id already
 * (X-Request-Id), and its logs should meet ours under it; anyone else could send any text, so the
 * header is believed only from a trusted proxy (TRUST_PROXY) and only when it is a plain token.
 * Otherwise the request gets a fresh id. Fastify's own `requestIdHeader` would believe
 * every client, so it stays off.
 */
export function requestIdOptions(trustProxy: boolean | string) {
  const trusts = trustedPeers(trustProxy);
  const nextId = requestIdSequence();
  return {
    requestIdHeader: false as const,
    genReqId(request: IncomingMessage): string {
      const given = request.headers[REQUEST_ID_HEADER];
      if (typeof given === 'string' && SAFE_REQUEST_ID.test(given) && trusts(request.socket.remoteAddress ?? '', 0)) return given;
      return nextId();
    },
  };
}

/** Every answer names its request id, so a visitor's report or a proxy's log leads to our log line. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
