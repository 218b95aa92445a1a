import { randomUUID } from 'node:crypto';
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

/**
 * Fastify's request id options. A proxy in front may have given the request an id already
 * (X-Request-Id), and its logs should meet ours under it; anyone else could send any text, so the
 * header is believed only from a trusted proxy (TRUST_PROXY) and only when it is a plain token.
 * Otherwise the request gets a fresh random id. Fastify's own `requestIdHeader` would believe
 * every client, so it stays off.
 */
export function requestIdOptions(trustProxy: boolean | string) {
  const trusts = trustedPeers(trustProxy);
  return {
    requestIdHeader: false as const,
    genReqId(request: IncomingMessage): string {
      const given = request.headers[REQUEST_ID_HEADER];
      if (typeof given === 'string' && SAFE_REQUEST_ID.test(given) && trusts(request.socket.remoteAddress ?? '', 0)) return given;
      return randomUUID();
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
