import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { listLeads } from '../leads/lead-store';
import { toCsv, toJson } from '../leads/leads-export';
import { FailedTokenThrottle } from './failed-token-throttle';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GET /leads/export?type=contact|career&format=csv|json, for the people who receive leads while
 * the server runs (the embedded database admits one process at a time, so the CLI must wait for a
 * stop). Off unless LEADS_EXPORT_TOKEN is set; the token comes as a Bearer authorization. Guessing
 * it is throttled per client: each wrong token is answered a little later, and after 10 in a
 * minute the client gets 429 with Retry-After, even with the right token, until the minute passes.
 */
export function registerLeadsExportRoute(
  app: FastifyInstance,
  deps: { db: Database; token: string | undefined; throttle?: FailedTokenThrottle },
) {
  const throttle = deps.throttle ?? new FailedTokenThrottle();
  app.get('/leads/export', async (request, reply) => {
    if (!deps.token) throw new ApiError(404, 'Not found');
    const waitMs = throttle.retryAfterMs(request.ip);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      throw new ApiError(429, `Too many wrong export tokens from this client, please try again in ${seconds} s`);
    }
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, deps.token)) {
      await pause(throttle.recordFailure(request.ip));
      throw new ApiError(401, 'A valid export token is required');
    }
    throttle.recordSuccess(request.ip);
    const query = request.query as { type?: string; format?: string };
    if (query.type !== 'contact' && query.type !== 'career') throw new ApiError(400, 'type must be contact or career');
    const format = query.format ?? 'json';
    if (format !== 'json' && format !== 'csv') throw new ApiError(400, 'format must be csv or json');
    const records = await listLeads(deps.db, query.type);
    reply.header('cache-control', 'no-store');
    if (format === 'csv') {
      reply.header('content-disposition', `attachment; filename="${query.type}-leads.csv"`);
      return reply.type('text/csv; charset=utf-8').send(toCsv(query.type, records));
    }
    return reply.type('application/json; charset=utf-8').send(toJson(records));
  });
}
