import type { FastifyRequest } from 'fastify';

/** Requests no route matched: their paths are the client's text, not a pattern of ours. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The route as declared (`/newscentre/:slug`), never the path or query the client sent. */
export const routePatternOf = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED_ROUTE;
