import { LogController } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requests that change data (form posts) are logged as they come and go. Content reads, the bulk of
 * the traffic, are not logged one by one (two log lines cost a large share of a cached answer's
 * time); the error handler still logs every refusal and failure.
 */
export function contentReadsNotLogged(): LogController {
  return new LogController({ disableRequestLogging: (request) => READS.has(request.method) });
}
