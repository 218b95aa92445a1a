import type { FastifyServerOptions } from 'fastify';
import type { ServerTimeouts } from './config/read-site-server-config';
import { DEFAULTS } from './config/site-server-variables';

export type { ServerTimeouts };

/** The defaults of REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS. */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: DEFAULTS.requestTimeoutMs,
  connectionMs: DEFAULTS.connectionTimeoutMs,
  keepAliveMs: DEFAULTS.keepAliveTimeoutMs,
};

/**
 * Fastify's and Node's time limits from `timeouts`: a client that sends its request slowly (a
 * body at a byte every few seconds) is answered 408 and closed once `requestMs` has passed; a
 * connection on which nothing moves is closed after `connectionMs`; an idle kept-alive one after
 * `keepAliveMs`. Node looks for requests past their time every `connectionsCheckingInterval`
 * (30 s by default, which would let a slow request run that much longer): every second here, or
 * more often for a shorter limit.
 */
export function timeoutOptions({ requestMs, connectionMs, keepAliveMs }: ServerTimeouts): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'> & {
  http: { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: connectionMs,
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    http: { requestTimeout: requestMs, headersTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, requestMs) },
  };
}
