import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiReadFacts, PageFacts } from '@group/shared/page-renderer';
import { routeKindOf } from './route-kind';
import type { RouteKind } from './route-kind';

/**
 * What the log line and the metrics keep of one request. Never its path or query (a form sent
 * without script puts the visitor's fields in the query), its headers, cookies or body.
 */
export type RequestRecord = {
  kind: RouteKind;
  method: string;
  /** A page's route pattern (null: no route matched, or the renderer did not say); a declared route's path. Files have none. */
  route?: string | null;
  status: number;
  durationMs: number;
  /** The visitor went before the answer was whole: `status` is the one it was being sent with. */
  aborted?: true;
  /** For a page rendered here: the remote (null: left to the browser) and its release. */
  remote?: string | null;
  release?: string | null;
  budgetExceeded?: boolean;
  apiReads?: ApiReadFacts;
};

const roundedMs = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The record of a request whose answer is out (or cut short: `aborted`); `facts` undefined when
 * it was not a page, null for a page whose renderer did not say how it went.
 */
export function requestRecord(request: FastifyRequest, reply: FastifyReply, aborted: boolean, facts: PageFacts | null | undefined): RequestRecord {
  const kind = facts === undefined ? routeKindOf(request) : 'page';
  const record: RequestRecord = { kind, method: request.method, status: reply.statusCode, durationMs: roundedMs(reply.elapsedTime) };
  if (kind === 'page') {
    record.route = facts?.route ?? null;
    if (facts) {
      record.remote = facts.remote;
      record.release = facts.release;
      record.budgetExceeded = facts.budgetExceeded;
      record.apiReads = facts.apiReads;
    }
  } else if (kind !== 'static-file') {
    record.route = request.routeOptions.url ?? null;
  }
  if (aborted) record.aborted = true;
  return record;
}
