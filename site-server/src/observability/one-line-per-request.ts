import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a failure's line keeps of it: its class, code and message, never the request it came with. */
const failureOf = (error: Error) => ({ type: error.name, code: (error as NodeJS.ErrnoException).code, message: error.message });

/**
 * Fastify's own lines, cut to what site-server wants: none per request (Fastify's own switch,
 * `disableRequestLogging`: observe-requests.ts writes one line when the answer is out; Fastify's
 * incoming line would double the cost of every file and carries the raw URL with its query), none
 * for a visitor's bad request (the request's line has its status; a parser's message may quote
 * the body), and the server's own failures without the request they came with.
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ failure: failureOf(error), status: reply.statusCode }, 'the request failed');
  }

  override streamError(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
    // A visitor who leaves mid-answer is the request's line, `aborted`.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    reply.log.warn({ failure: failureOf(error) }, 'an answer broke off after its headers were sent');
  }

  override writeHeadError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ failure: failureOf(error) }, 'the headers of an error answer could not be written');
  }

  override serializerError(error: Error, _request: FastifyRequest, reply: FastifyReply, { statusCode }: { statusCode: number }): void {
    reply.log.error({ failure: failureOf(error), status: statusCode }, 'an answer could not be serialized');
  }
}
