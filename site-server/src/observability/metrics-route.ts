import type { FastifyInstance } from 'fastify';
import { bearerTokenMatches } from './bearer-token';
import { routeOf } from './route-kind';

export const METRICS_PATH = '/metrics';

export type MetricsRouteOptions = {
  /** The bearer token a scraper sends (METRICS_TOKEN); none: the site keeps no metrics. */
  token: string | undefined;
  /** The metrics in Prometheus' text format: this process's, or every worker's added up. */
  scrape: () => Promise<string>;
  contentType: string;
};

/**
 * GET /metrics in Prometheus' text format, for a scraper holding the token as a Bearer token;
 * anyone else is answered 401. Without a token set the site keeps no metrics and the path answers
 * 404 (a plain one: a scraper left pointed at it does not have a page rendered each time). Metrics that cannot be gathered (a worker that does not
 * answer) are 503: a scrape that fails is retried, one with some workers missing would look like
 * counters going down.
 */
export function registerMetricsRoute(app: FastifyInstance, { token, scrape, contentType }: MetricsRouteOptions): void {
  app.get(METRICS_PATH, routeOf('metrics'), async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (token === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').type('text/plain; charset=utf-8').send('A valid metrics token is required.\n');
    }
    const text = await scrape().catch((error: unknown) => {
      request.log.error({ failure: { message: error instanceof Error ? error.message : String(error) } }, 'the metrics could not be gathered');
      return undefined;
    });
    if (text === undefined) return reply.code(503).header('Retry-After', '5').type('text/plain; charset=utf-8').send('The metrics could not be gathered; try again.\n');
    return reply.type(contentType).send(text);
  });
}
