import { contactLeadSchema, endpoints } from '@group/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { insertContactLead } from '../leads/lead-store';
import { contactTextRules, parseLead, requireCaptcha } from './lead-guards';

export interface LeadRouteDeps {
  db: Database;
  captcha: CaptchaVerifier;
}

const asForm = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

export function registerContactLeadRoute(app: FastifyInstance, { db, captcha }: LeadRouteDeps): void {
  app.post(endpoints.contactLeads, async (request) => {
    const { recaptchaToken, ...lead } = parseLead(contactLeadSchema, asForm(request.body), contactTextRules);
    await requireCaptcha(captcha, recaptchaToken, request.ip);
    // Answered only once the row is committed: success means the lead is on disk.
    return ok(await insertContactLead(db, lead));
  });
}
