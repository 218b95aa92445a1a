import { contactLeadSchema, endpoints } from '@group/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { insertContactLead } from '../leads/lead-store';
import { invalidForm, requireCaptcha } from './lead-guards';

export interface LeadRouteDeps {
  db: Database;
  captcha: CaptchaVerifier;
}

export function registerContactLeadRoute(app: FastifyInstance, { db, captcha }: LeadRouteDeps): void {
  app.post(endpoints.contactLeads, async (request) => {
    const parsed = contactLeadSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalidForm(parsed.error);
    const { recaptchaToken, ...lead } = parsed.data;
    await requireCaptcha(captcha, recaptchaToken, request.ip);
    // Answered only once the row is committed: success means the lead is on disk.
    return ok(await insertContactLead(db, lead));
  });
}
