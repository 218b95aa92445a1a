import { z } from 'zod';
import { DEFAULT_CONTENT_CACHE_CONTROL } from '../http/cacheable-content';
import { mailAddresses, smtpUrl, webhookUrl } from '../notifications/notification-readers';
import { DEFAULT_RETRY_MIN_MS, MIN_WEBHOOK_SECRET_LENGTH } from '../notifications/notification-settings';
import { GOOGLE_VERIFY_URL, MIN_EXPORT_TOKEN_LENGTH, MIN_METRICS_TOKEN_LENGTH } from './known-values';
import { databaseUrl, httpUrl, oneOf, originList, redisUrl, secret, text, timeZone, trustProxy, wholeNumber } from './setting-readers';

/** What an operator reads about a variable (the README's table and `--check-config` come from it). */
export interface VariableMeta {
  /** One line: what the setting does. */
  description: string;
  /** The value used when the variable is unset, as an operator would read it. */
  default?: string;
  /** Never printed or repeated in a message. */
  secret?: boolean;
}

export const variableRegistry = z.registry<VariableMeta>();

const variable = <S extends z.ZodType>(schema: S, meta: VariableMeta): S => {
  variableRegistry.add(schema as z.ZodType, meta);
  return schema;
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const CAPTCHA_MODES = ['verify', 'test'] as const;

const MINUTE = 60_000;

/**
 * Every environment variable content-api reads, each parsed on its own so that one start lists
 * every wrong setting. Unset variables parse to undefined; defaults that depend on other settings
 * (PUBLIC_URL on PORT, IMAGE_CACHE_DIR on DATA_DIR) are filled in by loadConfig.
 */
export const environmentSchema = z.object({
  NODE_ENV: variable(text(), {
    description: 'production refuses to start with test or local values (test captcha, public secrets, localhost origins)',
    default: 'development',
  }),
  PORT: variable(wholeNumber(0, 65535), { description: 'Port the API listens on', default: '4000' }),
  HOST: variable(text(), { description: 'Address the API listens on (0.0.0.0: every interface)', default: '0.0.0.0' }),
  PUBLIC_URL: variable(httpUrl(), {
    description: 'Address browsers reach the API at (start-up log); required in production',
    default: 'http://localhost:$PORT',
  }),
  DATA_DIR: variable(text(), {
    description: 'Folder of the embedded database (pgdata), the lead journal and uploaded PDFs (with DATABASE_URL, PDFs being received only)',
    default: 'content-api/.data',
  }),
  DATABASE_URL: variable(databaseUrl(), {
    description: 'PostgreSQL server to use instead of the embedded database (its password is masked in output)',
    secret: true,
  }),
  CORS_ORIGINS: variable(originList(), {
    description: 'Comma list of the sites whose browsers may read answers and post forms; required in production',
    default: 'http://localhost:3000-3005 and http://127.0.0.1:3000-3005',
  }),
  RECAPTCHA_SECRET: variable(secret(), {
    description: "reCAPTCHA secret of the site; required in production (the default is Google's public test secret)",
    default: "Google's public test secret",
    secret: true,
  }),
  RECAPTCHA_VERIFY_URL: variable(httpUrl(), { description: 'reCAPTCHA siteverify address', default: GOOGLE_VERIFY_URL }),
  CAPTCHA_MODE: variable(oneOf(CAPTCHA_MODES), {
    description: 'verify asks RECAPTCHA_VERIFY_URL; test accepts only "test-captcha-token" (refused in production)',
    default: 'verify',
  }),
  POST_RATE_LIMIT: variable(wholeNumber(1, 100_000), {
    description: 'Form submissions per client per minute (both forms together)',
    default: '10',
  }),
  REDIS_URL: variable(redisUrl(), {
    description:
      'Redis (redis:// or rediss://) the form limit is counted in, shared by several servers; unset: each server counts on its own. While it is down, forms are not counted',
    secret: true,
  }),
  TRUST_PROXY: variable(trustProxy(), {
    description: 'Proxies whose X-Forwarded-For is believed (true, or their addresses), so limits count real clients',
    default: 'false',
  }),
  CONTENT_DIR: variable(text(), { description: 'Folder of the content files', default: 'content-api/demo/content' }),
  IMAGES_DIR: variable(text(), { description: 'Folder of the images', default: 'content-api/demo/images' }),
  IMAGE_CACHE_DIR: variable(text(), {
    description: 'Folder of rendered image variants; any file in it may be deleted at any time',
    default: 'DATA_DIR/image-cache',
  }),
  CONTENT_CACHE_CONTROL: variable(text(), {
    description: 'Cache-Control of the content GETs',
    default: DEFAULT_CONTENT_CACHE_CONTROL,
  }),
  LOG_LEVEL: variable(oneOf(LOG_LEVELS), { description: 'Least severe log level written', default: 'info' }),
  LEADS_EXPORT_TOKEN: variable(secret(MIN_EXPORT_TOKEN_LENGTH), {
    description: `Bearer token of GET /leads/export, at least ${MIN_EXPORT_TOKEN_LENGTH} characters; the route does not exist when unset`,
    secret: true,
  }),
  METRICS_TOKEN: variable(secret(MIN_METRICS_TOKEN_LENGTH), {
    description: `Bearer token of GET /metrics (Prometheus text format), at least ${MIN_METRICS_TOKEN_LENGTH} characters, not the export token; the route does not exist when unset`,
    secret: true,
  }),
  REQUEST_TIMEOUT_MS: variable(wholeNumber(100, 60 * MINUTE), {
    description: 'Longest time a client may take to send a whole request, body included (answered 408 after)',
    default: '120000',
  }),
  HEADERS_TIMEOUT_MS: variable(wholeNumber(100, 60 * MINUTE), {
    description: "Longest time a client may take to send a request's headers; at most REQUEST_TIMEOUT_MS",
    default: '20000, or REQUEST_TIMEOUT_MS when shorter',
  }),
  KEEP_ALIVE_TIMEOUT_MS: variable(wholeNumber(100, 60 * MINUTE), {
    description: "How long an idle keep-alive connection stays open; keep it above a balancer's idle time-out",
    default: '72000',
  }),
  STOP_DRAIN_MS: variable(wholeNumber(0, 10 * MINUTE), {
    description: 'On SIGTERM, how long /readyz answers 503 while requests are still served, before the server closes',
    default: '5000 in production, else 0',
  }),
  SMTP_URL: variable(smtpUrl(), {
    description: 'Mail server that announces leads: smtp://user:password@host:587 (STARTTLS) or smtps:// (TLS); its password is masked in output',
    secret: true,
  }),
  LEADS_MAIL_FROM: variable(mailAddresses({ list: false }), { description: 'Sender of the lead announcements, like "Website <leads@example.com>"' }),
  CONTACT_LEADS_MAIL_TO: variable(mailAddresses({ list: true }), {
    description: 'Comma list of addresses told of each contact enquiry; none are mailed when unset',
  }),
  CAREER_LEADS_MAIL_TO: variable(mailAddresses({ list: true }), {
    description: 'Comma list of addresses sent each job application with its PDFs; none are mailed when unset',
  }),
  LEADS_WEBHOOK_URL: variable(webhookUrl(), { description: 'Address each lead is posted to as signed JSON; none is posted when unset' }),
  LEADS_WEBHOOK_SECRET: variable(secret(MIN_WEBHOOK_SECRET_LENGTH), {
    description: `Key of the webhook's HMAC-SHA256 signature (X-Lead-Signature), at least ${MIN_WEBHOOK_SECRET_LENGTH} characters; required with LEADS_WEBHOOK_URL`,
    secret: true,
  }),
  LEADS_DELIVERY_RETRY_MS: variable(wholeNumber(100, 60 * MINUTE), {
    description: 'Wait before a failed announcement is tried again; it doubles at each failure, up to an hour',
    default: String(DEFAULT_RETRY_MIN_MS),
  }),
  LEADS_RETENTION_DAYS: variable(wholeNumber(1, 100_000), {
    description: 'Leads older than this many days are erased with their PDFs, journal records and deliveries, at start and every hour',
    default: 'kept forever',
  }),
  INBOX_IDLE_MINUTES: variable(wholeNumber(5, 24 * 60), {
    description: 'Minutes an inbox sign-in lasts without use (a sign-in lasts 24 hours at most)',
    default: '480',
  }),
  INBOX_TIME_ZONE: variable(timeZone(), {
    description: 'Time zone the inbox shows times in and reads its date filters in (an IANA name such as Asia/Kolkata)',
    default: 'UTC',
  }),
});

export type EnvironmentSettings = z.output<typeof environmentSchema>;
export type VariableName = keyof EnvironmentSettings;

export interface ConfigVariable extends VariableMeta {
  name: VariableName;
  secret: boolean;
}

/** Every variable with its default and description, in the order an operator reads them. */
export const configVariables: readonly ConfigVariable[] = Object.entries(environmentSchema.shape).map(([name, schema]) => {
  const meta = variableRegistry.get(schema);
  if (!meta) throw new Error(`${name} has no description in the configuration schema`);
  return { ...meta, name: name as VariableName, secret: meta.secret ?? false };
});
