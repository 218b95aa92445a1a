import type { LeadType } from '../leads/lead-rows';
import type { Channel } from './delivery-channels';

export interface MailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps:// (TLS from the start). */
  smtpUrl: string;
  from: string;
  /** Recipients per lead type (a comma list); a type without any is not announced by mail. */
  to: Partial<Record<LeadType, string>>;
}

export interface WebhookSettings {
  url: string;
  secret: string;
}

export interface NotificationSettings {
  mail: MailSettings | undefined;
  webhook: WebhookSettings | undefined;
  /** The first wait after a failed attempt; it doubles at each failure, up to an hour. */
  retryMinMs: number;
}

/** The variables as the environment schema read them (undefined: unset). */
export interface NotificationVariables {
  SMTP_URL?: string;
  LEADS_MAIL_FROM?: string;
  CONTACT_LEADS_MAIL_TO?: string;
  CAREER_LEADS_MAIL_TO?: string;
  LEADS_WEBHOOK_URL?: string;
  LEADS_WEBHOOK_SECRET?: string;
  LEADS_DELIVERY_RETRY_MS?: number;
}

export const DEFAULT_RETRY_MIN_MS = 30_000;

/** A signing key shorter than this is guessable; `openssl rand -hex 32` gives 64 characters. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

export function notificationSettings(variables: NotificationVariables): NotificationSettings {
  const { SMTP_URL: smtpUrl, LEADS_MAIL_FROM: from, LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret } = variables;
  const to = { contact: variables.CONTACT_LEADS_MAIL_TO, career: variables.CAREER_LEADS_MAIL_TO };
  return {
    mail: smtpUrl && from && (to.contact || to.career) ? { smtpUrl, from, to } : undefined,
    webhook: url && secret ? { url, secret } : undefined,
    retryMinMs: variables.LEADS_DELIVERY_RETRY_MS ?? DEFAULT_RETRY_MIN_MS,
  };
}

/**
 * Settings that make sense only together: a half-configured channel would silently send nothing
 * (or, for the webhook, send announcements a receiver cannot tell from forgeries).
 */
export function notificationProblems(variables: NotificationVariables): string[] {
  const problems: string[] = [];
  if (variables.LEADS_WEBHOOK_URL && !variables.LEADS_WEBHOOK_SECRET) {
    problems.push('LEADS_WEBHOOK_SECRET must be set when LEADS_WEBHOOK_URL is: every announcement is signed with it (e.g. the output of openssl rand -hex 32)');
  }
  if (variables.LEADS_WEBHOOK_SECRET && !variables.LEADS_WEBHOOK_URL) {
    problems.push('LEADS_WEBHOOK_URL must be set when LEADS_WEBHOOK_SECRET is (the address announcements are posted to)');
  }
  const mailVariables = ['SMTP_URL', 'LEADS_MAIL_FROM', 'CONTACT_LEADS_MAIL_TO', 'CAREER_LEADS_MAIL_TO'] as const;
  const set = mailVariables.filter((name) => variables[name]);
  if (set.length > 0) {
    const because = `when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'}: no lead could be announced by mail without it`;
    if (!variables.SMTP_URL) problems.push(`SMTP_URL must be set ${because}`);
    if (!variables.LEADS_MAIL_FROM) problems.push(`LEADS_MAIL_FROM must be set ${because}`);
    if (!variables.CONTACT_LEADS_MAIL_TO && !variables.CAREER_LEADS_MAIL_TO) {
      problems.push(`CONTACT_LEADS_MAIL_TO or CAREER_LEADS_MAIL_TO must be set ${because.replace('without it', 'without a recipient')}`);
    }
  }
  return problems;
}

/** The channels that announce a lead of this type. */
export function channelsFor(settings: NotificationSettings, type: LeadType): Channel[] {
  const channels: Channel[] = [];
  if (settings.mail?.to[type]) channels.push('email');
  if (settings.webhook) channels.push('webhook');
  return channels;
}
