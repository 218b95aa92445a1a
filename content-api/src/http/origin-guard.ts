import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes forms from its own pages only and checks their origin itself (the inbox). */
    sameOriginForms?: boolean;
  }
}

/**
 * Browsers on the allow-listed sites may read answers (CORS). A POST that names another origin is
 * refused outright: CORS alone would still let the lead through, only hiding the answer.
 * Requests without an Origin header (curl, servers) are not browsers and pass.
 */
export async function registerOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST'],
    maxAge: 600,
  });
  // A callback, not an async function: every request passes here, and a promise each is a cost.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (request.method === 'POST' && origin !== undefined && !allowed.has(origin) && !request.routeOptions.config.sameOriginForms) {
      done(new ApiError(403, 'Origin not allowed'));
      return;
    }
    done();
  });
}
