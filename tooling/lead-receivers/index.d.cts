import type { IncomingHttpHeaders } from 'node:http';
import type { ParsedMail } from 'mailparser';

export interface ReceivedMail {
  /** RCPT TO addresses, as the server was told them. */
  recipients: string[];
  mailFrom: string;
  /** The message as sent, for checks on its raw headers. */
  raw: string;
  parsed: ParsedMail;
}

export interface MailReceiver {
  port: number;
  /** smtp://leads:smtp-password@127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export function startMailReceiver(port?: number): Promise<MailReceiver>;

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether X-Lead-Signature verifies with the receiver's secret. */
  signed: boolean;
}

export interface WebhookReceiver {
  port: number;
  /** What LEADS_WEBHOOK_URL names it by. */
  url: string;
  received: ReceivedHook[];
  /** Requests kept, one per Idempotency-Key, as a receiver dropping repeats keeps them. */
  byKey(): Map<string, ReceivedHook>;
  close(): Promise<void>;
}

export function verifySignature(header: string | undefined, body: string, secret: string): boolean;

export function startWebhookReceiver(secret: string, options?: { port?: number; status?: () => number }): Promise<WebhookReceiver>;
