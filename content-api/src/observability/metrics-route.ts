import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { bearerTokenMatches } from '../http/bearer-token';
import { FailedTokenThrottle } from '../routes/failed-token-throttle';
import { collectProcessMetrics, metricsRegistry } from './metrics';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN as a Bearer token.
 * Without the token set, the route does not exist (404, like any unknown path): counts of leads and
 * refusals are not for everyone. Wrong tokens are throttled per client as the export's are.
 */
export function registerMetricsRoute(app: FastifyInstance, deps: { token: string | undefined; throttle?: FailedTokenThrottle }): void {
  const { token } = deps;
  if (!token) return;
  const throttle = deps.throttle ?? new FailedTokenThrottle();
  collectProcessMetrics();
  app.get('/metrics', async (request, reply) => {
    const waitMs = throttle.retryAfterMs(request.ip);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      throw new ApiError(429, `Too many wrong metrics tokens from this client, please try again in ${seconds} s`);
    }
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      await pause(throttle.recordFailure(request.ip));
      reply.header('www-authenticate', 'Bearer');
      throw new ApiError(401, 'A valid metrics token is required');
    }
    throttle.recordSuccess(request.ip);
    reply.header('cache-control', 'no-store').type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}
