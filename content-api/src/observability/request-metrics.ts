import type { FastifyInstance } from 'fastify';
import { routePatternOf } from '../http/route-pattern';
import { httpRequestDuration, httpRequestsAborted } from './metrics';

type Observer = { observe(seconds: number): void };

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

// The labelled series, looked up once each: few routes, few methods, five classes.
const series = new Map<string, Observer>();

/** Every answered request in the duration histogram, by method, route pattern and status class. */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const statusClass = STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other';
    const route = routePatternOf(request);
    const key = `${request.method} ${route} ${statusClass}`;
    let observer = series.get(key);
    if (!observer) {
      observer = httpRequestDuration.labels(request.method, route, statusClass);
      series.set(key, observer);
    }
    observer.observe(reply.elapsedTime / 1000);
    done();
  });
}

/**
 * Requests of the routes registered in `app` whose client went away before the answer was out.
 * For the form routes only, as the aborted-request log line (see request-logging.ts).
 */
export function registerAbortedRequestCount(app: FastifyInstance): void {
  app.addHook('onRequestAbort', (request, done) => {
    httpRequestsAborted.labels(request.method, routePatternOf(request)).inc();
    done();
  });
}
