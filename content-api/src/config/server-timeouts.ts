import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import type { Config } from './load-config';

type Timeouts = Pick<Config, 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs'>;

/**
 * Fastify's and Node's time-outs from the configuration. A client sending its request slowly (a
 * byte at a time) is answered 408 and cut once the request time-out passes; a connection that
 * sends nothing for as long is closed. Node looks for late requests every `connectionsCheckingInterval`,
 * a tenth of the headers time-out here (Node's own 30 s would let a short time-out run far over).
 */
export function serverTimeouts(config: Timeouts): Pick<FastifyHttpOptions<Server>, 'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'http'> {
  return {
    connectionTimeout: config.requestTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(config.headersTimeoutMs / 10))),
    },
  };
}
