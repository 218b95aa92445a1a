import { endpoints } from '@group/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { LeadType } from '../leads/lead-rows';
import { CAPTCHA_REJECTED, CAPTCHA_UNAVAILABLE } from '../routes/lead-guards';
import { leadsAccepted, leadsRefused } from './metrics';
import type { LeadRefusalReason } from './metrics';

const LEAD_TYPE_OF_ROUTE: Readonly<Record<string, LeadType>> = {
  [endpoints.contactLeads]: 'contact',
  [endpoints.careerLeads]: 'career',
};

/** Why a submission was refused, read from its answer's status and the error that made it. */
export function leadRefusalReason(status: number, error: unknown): LeadRefusalReason {
  const message = error instanceof Error ? error.message : '';
  if (status === 429) return 'rate_limit';
  if (status === 413) return 'too_large';
  if (status === 403) return message === CAPTCHA_REJECTED ? 'captcha' : 'origin';
  if (status === 503 && message === CAPTCHA_UNAVAILABLE) return 'captcha_unavailable';
  if (status >= 500) return 'storage_error';
  // A form read whole whose fields are at fault names them; a body that did not read does not.
  if (status === 400 && error instanceof ApiError && error.errors) return 'validation';
  return 'malformed';
}

/**
 * Counts the form submissions of the routes registered in `app`: accepted (stored, answered 2xx)
 * or refused, by reason. Registered in the scope of the form routes, so other requests pay nothing.
 */
export function registerLeadOutcomes(app: FastifyInstance): void {
  const failures = new WeakMap<FastifyRequest, unknown>();
  app.addHook('onError', (request, _reply, error, done) => {
    failures.set(request, error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const type = request.routeOptions.url === undefined ? undefined : LEAD_TYPE_OF_ROUTE[request.routeOptions.url];
    if (type) {
      if (reply.statusCode < 400) leadsAccepted.labels(type).inc();
      else leadsRefused.labels(type, leadRefusalReason(reply.statusCode, failures.get(request))).inc();
    }
    done();
  });
}
