import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`, worked out once: none of them depends on the request. */
export function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [name: string, value: string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * helmet's security headers on every answer. @fastify/helmet built helmet's middleware anew for each
 * request, in two hooks with a promise each, about a tenth of a cached read's time; the headers are
 * the same for every request, so they are worked out when the server starts and copied in one hook.
 */
export function registerHelmetHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
