import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import type { ErrorEnvelope } from './envelope';
import { failureForLog } from './failure-for-log';

const INTERNAL = 'Internal Server Error';

function toEnvelope(error: FastifyError | ApiError): ErrorEnvelope {
  if (error instanceof ApiError) {
    return { status: error.statusCode, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status, message: INTERNAL };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status, message: 'Request body is too large' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status, message: 'Unsupported content type' };
  return { status, message: error.message };
}

/**
 * Every failure answers the same wrapper as success: `{status, message}` with that HTTP status.
 * A failure is logged by its class, code, message and stack only (see failure-for-log.ts): the
 * visitor's form never reaches the log, whatever the error carries.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const envelope = toEnvelope(error);
    if (envelope.status >= 500) request.log.error({ failure: failureForLog(error, request.body) }, 'request failed');
    // The request's own line (request-logging.ts) says its status: why it was refused is detail.
    else request.log.debug({ status: envelope.status, code: (error as FastifyError).code, reason: envelope.message }, 'request refused');
    return reply.code(envelope.status).send(envelope);
  });

  app.setNotFoundHandler((request, reply) => {
    const envelope: ErrorEnvelope = { status: 404, message: `Route ${request.method} ${request.url} not found` };
    return reply.code(404).send(envelope);
  });
}
