import type { FastifyRequest } from 'fastify';

/** What a request asked for, as its log line and the request counter say. */
export type RouteKind = 'page' | 'static-file' | 'crawler-file' | 'health' | 'metrics' | 'releases';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set where a route is declared; a route without it serves the build's files. */
    routeKind?: RouteKind;
  }
}

/** A route's options saying what kind of request it answers: `app.get(path, routeOf('health'), handler)`. */
export const routeOf = (routeKind: RouteKind) => ({ config: { routeKind } });

/**
 * The kind of a request that is not a page: its route's, else a file of the build (a file, a
 * missing one, a method the site does not answer).
 */
export const routeKindOf = (request: FastifyRequest): RouteKind => request.routeOptions.config.routeKind ?? 'static-file';
