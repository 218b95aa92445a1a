import { createTransport } from 'nodemailer';
import type { LeadRecord } from '../leads/lead-store';
import type { UploadStore } from '../leads/upload-store';
import { DeliveryFailure } from './delivery-failure';
import { leadFiles } from './lead-fields';
import { leadMail } from './lead-mail';
import type { FileForMail } from './lead-mail';
import type { MailSettings } from './notification-settings';
import type { DeliveryTarget } from './outbox';

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Sends lead announcements through the SMTP server of SMTP_URL, one connection per message: an
 * attempt sends what the lead is now, or fails, and leaves retrying to the outbox. A
 * PDF missing from the upload store is named as missing in the mail rather than failing it: it
 * will not come back by waiting. No file or URL is read from the message itself.
 */
export class LeadMailer {
  private readonly transport;

  constructor(
    private readonly settings: MailSettings,
    private readonly uploads: UploadStore,
    attemptTimeoutMs: number,
  ) {
    this.transport = createTransport({
      url: settings.smtpUrl,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: attemptTimeoutMs,
      socketCloseTimeout: 0,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(target: DeliveryTarget, lead: LeadRecord, signal: AbortSignal): Promise<void> {
    const to = this.settings.to[target.leadType];
    if (!to) throw new DeliveryFailure(`no recipient is set for ${target.leadType} leads any more`, 'local');
    const files: FileForMail[] = await Promise.all(
      leadFiles(target.leadType, lead).map(async (file) => ({ file, content: await this.uploads.read(file.storedName) })),
    );
    const message = leadMail({ type: target.leadType, lead, deliveryId: target.id, from: this.settings.from, to, files });
    await this.transport.sendMail({ ...message, signal });
  }

  close(): void {
    this.transport.close();
  }
}
