import type { Config } from '../config/load-config';
import { maskPassword } from '../config/setting-readers';

const unset = (consequence: string) => `(not set: ${consequence})`;

/** How `--check-config` shows the announcement settings: the SMTP password and the webhook secret masked. */
export const notificationSettingsShown = {
  SMTP_URL: (config: Config) => (config.notifications.mail ? maskPassword(config.notifications.mail.smtpUrl) : unset('no lead is announced by mail')),
  LEADS_MAIL_FROM: (config: Config) => config.notifications.mail?.from ?? unset('no lead is announced by mail'),
  CONTACT_LEADS_MAIL_TO: (config: Config) => config.notifications.mail?.to.contact ?? unset('contact enquiries are not mailed'),
  CAREER_LEADS_MAIL_TO: (config: Config) => config.notifications.mail?.to.career ?? unset('job applications are not mailed'),
  LEADS_WEBHOOK_URL: (config: Config) => config.notifications.webhook?.url ?? unset('no lead is posted to a webhook'),
  LEADS_WEBHOOK_SECRET: (config: Config) =>
    config.notifications.webhook ? `**** (${config.notifications.webhook.secret.length} characters)` : unset('no lead is posted to a webhook'),
  LEADS_DELIVERY_RETRY_MS: (config: Config) => String(config.notifications.retryMinMs),
};
