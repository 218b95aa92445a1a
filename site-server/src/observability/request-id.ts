import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

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
