import type { LeadRecord, LeadType } from '../leads/lead-store';
import type { UploadStore } from '../leads/upload-store';
import { DeliveryFailure } from './delivery-failure';
import { leadFiles } from './lead-fields';
import type { WebhookSettings } from './notification-settings';
import type { DeliveryTarget } from './outbox';
import { webhookSignature } from './webhook-signature';

/** What the receiver gets: the lead's fields, and of a career lead's PDFs their names and sizes. */
export interface WebhookBody {
  event: 'lead.received';
  delivery_id: string;
  lead: Record<string, unknown> & { type: LeadType; id: string; created_at: string };
}

const STORED_FILE_COLUMNS = new Set(['resume_file', 'cover_letter_file']);

async function webhookBody(target: DeliveryTarget, lead: LeadRecord, uploads: UploadStore): Promise<WebhookBody> {
  const fields = Object.fromEntries(Object.entries(lead).filter(([column]) => !STORED_FILE_COLUMNS.has(column)));
  const files = await Promise.all(
    leadFiles(target.leadType, lead).map(async (file) => {
      const size = (await uploads.sizeOf(file.storedName)) ?? null;
      return { field: file.field, name: file.originalName, size, missing: size === null };
    }),
  );
  return {
    event: 'lead.received',
    delivery_id: target.id,
    lead: { type: target.leadType, ...fields, id: lead.id, created_at: lead.created_at, ...(files.length > 0 ? { files } : {}) },
  };
}

/**
 * Posts a lead as JSON to LEADS_WEBHOOK_URL, signed (X-Lead-Signature) and with the delivery id as
 * Idempotency-Key, the same at every retry. A 2xx answer is a delivery; anything else, a redirect
 * included, a network error or no answer before the signal ends the attempt, is a failure.
 */
export class LeadWebhook {
  constructor(
    private readonly settings: WebhookSettings,
    private readonly uploads: UploadStore,
  ) {}

  async send(target: DeliveryTarget, lead: LeadRecord, signal: AbortSignal): Promise<void> {
    const body = JSON.stringify(await webhookBody(target, lead, this.uploads));
    const response = await fetch(this.settings.url, {
      method: 'POST',
      redirect: 'manual',
      signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'content-api lead announcements',
        'idempotency-key': target.id,
        'x-lead-signature': webhookSignature(this.settings.secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
    });
    // The answer's body is not read beyond draining it: it may echo the lead.
    await response.body?.cancel().catch(() => {});
    if (response.status < 200 || response.status > 299) throw new DeliveryFailure(`the webhook answered ${response.status}`);
  }
}
