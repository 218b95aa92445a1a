import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { UploadStore } from '../leads/upload-store';
import type { Channel } from './delivery-channels';
import { setLeadAnnouncer } from './lead-announcer';
import { LeadMailer } from './lead-mailer';
import { LeadWebhook } from './lead-webhook';
import { channelsFor } from './notification-settings';
import type { NotificationSettings } from './notification-settings';
import { OutboxWorker } from './outbox-worker';
import type { ChannelSender } from './outbox-worker';
import { VisitorTraffic } from './visitor-traffic';

/** A mail with two PDFs of 5 MB may take a while to upload; a webhook answers quickly or not at all. */
export const MAIL_ATTEMPT_TIMEOUT_MS = 60_000;
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 10_000;
/** Attempts running at once on each channel. */
export const DELIVERY_CONCURRENCY = 4;

export interface LeadNotificationsDeps {
  db: Database;
  settings: NotificationSettings;
  uploads: UploadStore;
}

/**
 * Announces every lead the server stores on the channels configured for its type: the lead store
 * writes one outbox row per channel with the lead, and a worker started with the server sends them
 * after the answer. The worker stops, its attempts ended, before the database closes.
 */
export function registerLeadNotifications(app: FastifyInstance, { db, settings, uploads }: LeadNotificationsDeps): void {
  if (!settings.mail && !settings.webhook) return;
  const mailer = settings.mail && new LeadMailer(settings.mail, uploads, MAIL_ATTEMPT_TIMEOUT_MS);
  const webhook = settings.webhook && new LeadWebhook(settings.webhook, uploads);
  const senders: Partial<Record<Channel, ChannelSender>> = {};
  if (mailer) senders.email = { send: (target, lead, signal) => mailer.send(target, lead, signal), timeoutMs: MAIL_ATTEMPT_TIMEOUT_MS };
  if (webhook) senders.webhook = { send: (target, lead, signal) => webhook.send(target, lead, signal), timeoutMs: WEBHOOK_ATTEMPT_TIMEOUT_MS };
  const traffic = new VisitorTraffic(app.server);
  const worker = new OutboxWorker({
    db,
    senders,
    retryMinMs: settings.retryMinMs,
    concurrency: DELIVERY_CONCURRENCY,
    log: app.log,
    busy: () => traffic.busy(),
  });

  setLeadAnnouncer(db, { channelsFor: (type) => channelsFor(settings, type), leadStored: () => worker.wake() });
  app.addHook('onReady', async () => {
    await worker.start();
    const announced = (['contact', 'career'] as const).map((type) => `${type} leads by ${channelsFor(settings, type).join(' and ') || 'nothing'}`);
    app.log.info(`lead announcements: ${announced.join(', ')}`);
  });
  // Registered after the database's own hook, so it runs before it.
  app.addHook('onClose', async () => {
    setLeadAnnouncer(db, undefined);
    await worker.stop();
    mailer?.close();
  });
}
