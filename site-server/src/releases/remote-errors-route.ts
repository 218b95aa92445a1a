import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { remoteNames } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import { REMOTE_ERRORS_PATH } from '@group/shared/page-renderer';
import { routeOf } from '../observability/route-kind';
import { createRateLimit } from './rate-limit';
import { RELEASE_NAME } from './release-name';

/**
 * One report: which remote and release failed, and how (its load, an uncaught error or a
 * rejection attributed to it, its route's error boundary), with the error's name only. Nothing
 * about the visitor or the page: no message, no URL, no user agent.
 */
const reportSchema = z.strictObject({
  remote: z.enum(remoteNames as [RemoteName, ...RemoteName[]]),
  release: z.string().regex(RELEASE_NAME),
  kind: z.enum(['load', 'error', 'rejection', 'boundary']),
  name: z.string().regex(/^[A-Za-z][\w.$]{0,39}$/).optional(),
});

export type RemoteErrorReport = z.output<typeof reportSchema>;

export type RemoteErrorsRouteOptions = {
  /** Reports a client may send in a minute; more are answered 429. */
  perMinute: number;
  /** Counts a report of a release the site knows; false for one it does not (not counted). */
  record: (report: RemoteErrorReport) => boolean;
};

const BODY_LIMIT = 1024;

/**
 * POST /_site/remote-errors: the browser's reports of a remote's failures (docs/decisions/0042),
 * JSON, sent with sendBeacon. A malformed one is 400, one too many from a client 429; a report of
 * a release that is no longer deployed is accepted and not counted (a page open since before a
 * promote may still report).
 */
export function registerRemoteErrorsRoute(app: FastifyInstance, { perMinute, record }: RemoteErrorsRouteOptions): void {
  const limit = createRateLimit({ perMinute });
  app.register(async (scope) => {
    // sendBeacon may send a string as text/plain: read as the JSON it is.
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
    scope.post(REMOTE_ERRORS_PATH, { ...routeOf('releases'), bodyLimit: BODY_LIMIT }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!limit.allow(request.ip)) return reply.code(429).header('Retry-After', '60').type('text/plain; charset=utf-8').send('Too many reports; try again later.\n');
      const report = reportSchema.safeParse(request.body);
      if (!report.success) return reply.code(400).type('text/plain; charset=utf-8').send('A report is {"remote", "release", "kind", "name"?} as JSON.\n');
      record(report.data);
      return reply.code(204).send();
    });
  });
}
