import { notificationSettingsShown } from '../notifications/notification-settings-shown';
import { configVariables } from './environment-schema';
import type { VariableName } from './environment-schema';
import { GOOGLE_TEST_SECRET } from './known-values';
import type { Config } from './load-config';
import { maskPassword } from './setting-readers';

const masked = (value: string) => `**** (${value.length} characters)`;

const shown: Record<VariableName, (config: Config, env: NodeJS.ProcessEnv) => string> = {
  NODE_ENV: (config, env) => (config.production ? 'production' : env.NODE_ENV?.trim() || 'development'),
  PORT: (config) => String(config.port),
  HOST: (config) => config.host,
  PUBLIC_URL: (config) => config.publicUrl,
  DATA_DIR: (config) => config.dataDir,
  DATABASE_URL: (config) => (config.databaseUrl ? maskPassword(config.databaseUrl) : '(not set: the embedded database in DATA_DIR/pgdata)'),
  CORS_ORIGINS: (config) => config.corsOrigins.join(','),
  RECAPTCHA_SECRET: (config) =>
    config.recaptchaSecret === GOOGLE_TEST_SECRET ? "**** (Google's public test secret)" : masked(config.recaptchaSecret),
  RECAPTCHA_VERIFY_URL: (config) => config.recaptchaVerifyUrl,
  CAPTCHA_MODE: (config) => config.captchaMode,
  POST_RATE_LIMIT: (config) => String(config.postRateLimit),
  REDIS_URL: (config) => (config.redisUrl ? maskPassword(config.redisUrl) : '(not set: each server counts form submissions on its own)'),
  TRUST_PROXY: (config) => String(config.trustProxy),
  CONTENT_DIR: (config) => config.contentDir,
  IMAGES_DIR: (config) => config.imagesDir,
  IMAGE_CACHE_DIR: (config) => config.imageCacheDir,
  CONTENT_CACHE_CONTROL: (config) => config.contentCacheControl,
  LOG_LEVEL: (config) => config.logLevel,
  LEADS_EXPORT_TOKEN: (config) => (config.leadsExportToken ? masked(config.leadsExportToken) : '(not set: GET /leads/export does not exist)'),
  METRICS_TOKEN: (config) => (config.metricsToken ? masked(config.metricsToken) : '(not set: GET /metrics does not exist)'),
  REQUEST_TIMEOUT_MS: (config) => String(config.requestTimeoutMs),
  HEADERS_TIMEOUT_MS: (config) => String(config.headersTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: (config) => String(config.keepAliveTimeoutMs),
  STOP_DRAIN_MS: (config) => String(config.stopDrainMs),
  ...notificationSettingsShown,
  INBOX_IDLE_MINUTES: (config) => String(config.inboxIdleMinutes),
  LEADS_RETENTION_DAYS: (config) => (config.leadsRetentionDays === undefined ? '(not set: leads are kept forever)' : String(config.leadsRetentionDays)),
  INBOX_TIME_ZONE: (config) => config.inboxTimeZone,
};

/**
 * The settings a start would use, one `NAME=value` line each, `# default` after those the
 * environment leaves unset. Secrets show only their length; a database URL hides its password.
 */
export function effectiveSettings(config: Config, env: NodeJS.ProcessEnv): string[] {
  return configVariables.map(({ name }) => {
    const line = `${name}=${shown[name](config, env)}`;
    return env[name]?.trim() ? line : `${line}  # default`;
  });
}
