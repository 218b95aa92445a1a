import path from 'node:path';
import type { z } from 'zod';
import { DEFAULT_CONTENT_CACHE_CONTROL } from '../http/cacheable-content';
import { notificationProblems, notificationSettings } from '../notifications/notification-settings';
import type { NotificationSettings } from '../notifications/notification-settings';
import { packageRoot } from '../package-root';
import { environmentSchema } from './environment-schema';
import type { EnvironmentSettings } from './environment-schema';
import { GOOGLE_TEST_SECRET, GOOGLE_VERIFY_URL, defaultCorsOrigins } from './known-values';
import { productionRules } from './production-rules';

export type CaptchaMode = 'verify' | 'test';

export interface Config {
  /** NODE_ENV=production: the start was checked for a public deployment. */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  recaptchaSecret: string;
  recaptchaVerifyUrl: string;
  captchaMode: CaptchaMode;
  publicUrl: string;
  contentDir: string;
  imagesDir: string;
  /** Where rendered image variants are kept; any file in it may be deleted at any time. */
  imageCacheDir: string;
  postRateLimit: number;
  /** Redis server the form limit is counted in; undefined: each process counts on its own. */
  redisUrl: string | undefined;
  /** Fastify trustProxy: false, true, or a comma list of proxy addresses whose X-Forwarded-For is believed. */
  trustProxy: boolean | string;
  logLevel: string;
  /** Bearer token for GET /leads/export; the route is off when unset. */
  leadsExportToken: string | undefined;
  /** Bearer token for GET /metrics; the route is off when unset. */
  metricsToken: string | undefined;
  /** Cache-Control of every content GET. */
  contentCacheControl: string;
  /** A whole request, headers and body, must arrive within this time. */
  requestTimeoutMs: number;
  /** A request's headers must arrive within this time (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** On a graceful stop, how long the server keeps serving while /readyz already answers 503. */
  stopDrainMs: number;
  /** An inbox session unused for this long is signed out. */
  inboxIdleMinutes: number;
  /** The time zone the inbox shows times in and reads its date filters in. */
  inboxTimeZone: string;
  /** Leads older than this many days are erased everywhere; undefined keeps them forever. */
  leadsRetentionDays: number | undefined;
  /** How accepted leads are announced (mail, webhook); nothing is sent for a channel left unset. */
  notifications: NotificationSettings;
}

const DEFAULT_HEADERS_TIMEOUT_MS = 20_000;
const PRODUCTION_STOP_DRAIN_MS = 5_000;

/** Every wrong setting, each as one line naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * Relative paths count from where the operator typed the command: pnpm runs package scripts inside
 * the package folder but keeps the original folder in INIT_CWD.
 */
export function resolveFromInvocation(env: NodeJS.ProcessEnv, value: string): string {
  return path.resolve(env.INIT_CWD || process.cwd(), value);
}

const problemsOf = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);

const variableOf = (problem: string) => problem.split(' ', 1)[0];

function toConfig(settings: EnvironmentSettings, env: NodeJS.ProcessEnv): Config {
  const production = settings.NODE_ENV === 'production';
  const port = settings.PORT ?? 4000;
  const dir = (value: string | undefined, fallback: string) => (value ? resolveFromInvocation(env, value) : fallback);
  const dataDir = dir(settings.DATA_DIR, path.join(packageRoot, '.data'));
  const requestTimeoutMs = settings.REQUEST_TIMEOUT_MS ?? 120_000;
  return {
    production,
    port,
    host: settings.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    corsOrigins: settings.CORS_ORIGINS ?? defaultCorsOrigins,
    recaptchaSecret: settings.RECAPTCHA_SECRET ?? GOOGLE_TEST_SECRET,
    recaptchaVerifyUrl: settings.RECAPTCHA_VERIFY_URL ?? GOOGLE_VERIFY_URL,
    captchaMode: settings.CAPTCHA_MODE ?? 'verify',
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${port}`,
    contentDir: dir(settings.CONTENT_DIR, path.join(packageRoot, 'demo', 'content')),
    imagesDir: dir(settings.IMAGES_DIR, path.join(packageRoot, 'demo', 'images')),
    imageCacheDir: dir(settings.IMAGE_CACHE_DIR, path.join(dataDir, 'image-cache')),
    postRateLimit: settings.POST_RATE_LIMIT ?? 10,
    redisUrl: settings.REDIS_URL,
    trustProxy: settings.TRUST_PROXY ?? false,
    logLevel: settings.LOG_LEVEL ?? 'info',
    leadsExportToken: settings.LEADS_EXPORT_TOKEN,
    metricsToken: settings.METRICS_TOKEN,
    contentCacheControl: settings.CONTENT_CACHE_CONTROL ?? DEFAULT_CONTENT_CACHE_CONTROL,
    requestTimeoutMs,
    headersTimeoutMs: settings.HEADERS_TIMEOUT_MS ?? Math.min(DEFAULT_HEADERS_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeoutMs: settings.KEEP_ALIVE_TIMEOUT_MS ?? 72_000,
    stopDrainMs: settings.STOP_DRAIN_MS ?? (production ? PRODUCTION_STOP_DRAIN_MS : 0),
    inboxIdleMinutes: settings.INBOX_IDLE_MINUTES ?? 480,
    inboxTimeZone: settings.INBOX_TIME_ZONE ?? 'UTC',
    leadsRetentionDays: settings.LEADS_RETENTION_DAYS,
    notifications: notificationSettings(settings),
  };
}

/** Settings that are right one by one but not together. */
function crossProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    problems.push(
      `HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (${config.requestTimeoutMs}), got "${config.headersTimeoutMs}"`,
    );
  }
  if (config.metricsToken !== undefined && config.metricsToken === config.leadsExportToken) {
    problems.push('METRICS_TOKEN must differ from LEADS_EXPORT_TOKEN (whoever scrapes the metrics must not be able to read the leads)');
  }
  return problems;
}

/**
 * Reads the environment once, at start. Development needs no setting at all; NODE_ENV=production
 * also refuses values that are only right on a developer's machine. Throws a ConfigError listing
 * every wrong setting, so nothing starts half configured.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  const problems = parsed.success ? [] : problemsOf(parsed.error);
  if (env.NODE_ENV?.trim() === 'production') {
    const production = productionRules.safeParse(env);
    const wrong = new Set(problems.map(variableOf));
    // One message per variable: a value the schema already refused is not judged again.
    if (!production.success) problems.push(...problemsOf(production.error).filter((problem) => !wrong.has(variableOf(problem))));
  }
  const config = parsed.success ? toConfig(parsed.data, env) : undefined;
  if (config) problems.push(...crossProblems(config));
  if (parsed.success) problems.push(...notificationProblems(parsed.data));
  if (!config || problems.length > 0) throw new ConfigError(problems);
  return config;
}
