import { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureForLog } from './failure-for-log';
import { routePatternOf } from './route-pattern';

type LevelAware = { isLevelEnabled?(level: string): boolean };

/** What the log keeps of a request: never its body, query, path parameters or headers. */
export interface RequestLine {
  method: string;
  route: string;
  status: number;
  durationMs: number;
  /** Content-Length of the answer, when it had one. */
  bytes?: number;
}

export function requestLine(request: FastifyRequest, reply: FastifyReply): RequestLine {
  const line: RequestLine = {
    method: request.method,
    route: routePatternOf(request),
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 100) / 100,
  };
  const length = Number(reply.getHeader('content-length'));
  if (Number.isFinite(length)) line.bytes = length;
  return line;
}

/**
 * A balancer's and an orchestrator's probes, every few seconds: their answers are logged at debug
 * level while they succeed, so LOG_LEVEL=info shows the visitors' requests and a probe that failed.
 */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One line per request, written when its answer is out: Fastify's two lines (incoming, completed)
 * would double the cost a cached read pays for its log, and the incoming line carries the raw URL
 * with the visitor's query. The request id comes from the logger's `reqId` binding. Fastify's
 * other lines (a stream that broke mid-answer) are kept.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ ...requestLine(request, reply), failure: failureForLog(error) }, 'request errored');
      return;
    }
    // Below info nothing of a completed request is written: the line is not even built.
    if ((reply.log as LevelAware).isLevelEnabled?.('info') === false) return;
    const line = requestLine(request, reply);
    if (line.status < 400 && PROBES.has(line.route)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * A request whose client went away before its answer was out never completes: it gets its one line
 * here instead (no status, none was sent), so a form or an upload cut short still shows in the log.
 * Registered for the form routes only: the listener it takes costs every request a share of a
 * cached read's time, and a read is answered long before a client could hang up on it.
 */
export function registerAbortedRequestLog(app: FastifyInstance): void {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ method: request.method, route: routePatternOf(request) }, 'request aborted');
    done();
  });
}
