import path from 'node:path';
import { DEFAULT_CONTENT_CACHE_CONTROL } from './http/cacheable-content';
import { packageRoot } from './package-root';

export type CaptchaMode = 'verify' | 'test';

export interface Config {
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
  /** Fastify trustProxy: false, true, or a comma list of proxy addresses whose X-Forwarded-For is believed. */
  trustProxy: boolean | string;
  logLevel: string;
  /** Bearer token for GET /leads/export; the route is off when unset. */
  leadsExportToken: string | undefined;
  /** Cache-Control of every content GET. */
  contentCacheControl: string;
}

/** Google's public test secret: every token verifies, so a fresh checkout works end to end. */
export const GOOGLE_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';
export const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const localSitePorts = [3000, 3001, 3002, 3003, 3004, 3005];
export const defaultCorsOrigins = [
  ...localSitePorts.map((port) => `http://localhost:${port}`),
  ...localSitePorts.map((port) => `http://127.0.0.1:${port}`),
];

export class ConfigError extends Error {}

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readCaptchaMode(env: NodeJS.ProcessEnv): CaptchaMode {
  const mode = env.CAPTCHA_MODE?.trim() || 'verify';
  if (mode !== 'verify' && mode !== 'test') {
    throw new ConfigError(`CAPTCHA_MODE must be "verify" or "test", got "${mode}"`);
  }
  // The test mode accepts a fixed, public token: it must never guard a production deployment.
  if (mode === 'test' && env.NODE_ENV === 'production') {
    throw new ConfigError('CAPTCHA_MODE=test is refused when NODE_ENV=production');
  }
  return mode;
}

function readOrigins(env: NodeJS.ProcessEnv): string[] {
  const raw = env.CORS_ORIGINS?.trim();
  if (!raw) return defaultCorsOrigins;
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * Relative paths count from where the operator typed the command: pnpm runs package scripts inside
 * the package folder but keeps the original folder in INIT_CWD.
 */
export function resolveFromInvocation(env: NodeJS.ProcessEnv, value: string): string {
  return path.resolve(env.INIT_CWD || process.cwd(), value);
}

function readDir(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  return raw ? resolveFromInvocation(env, raw) : fallback;
}

function readTrustProxy(env: NodeJS.ProcessEnv): boolean | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readInteger(env, 'PORT', 4000, 0, 65535);
  const host = env.HOST?.trim() || '0.0.0.0';
  const dataDir = readDir(env, 'DATA_DIR', path.join(packageRoot, '.data'));
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    corsOrigins: readOrigins(env),
    recaptchaSecret: env.RECAPTCHA_SECRET?.trim() || GOOGLE_TEST_SECRET,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL?.trim() || GOOGLE_VERIFY_URL,
    captchaMode: readCaptchaMode(env),
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    contentDir: readDir(env, 'CONTENT_DIR', path.join(packageRoot, 'demo', 'content')),
    imagesDir: readDir(env, 'IMAGES_DIR', path.join(packageRoot, 'demo', 'images')),
    imageCacheDir: readDir(env, 'IMAGE_CACHE_DIR', path.join(dataDir, 'image-cache')),
    postRateLimit: readInteger(env, 'POST_RATE_LIMIT', 10, 1, 100000),
    trustProxy: readTrustProxy(env),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    leadsExportToken: env.LEADS_EXPORT_TOKEN?.trim() || undefined,
    contentCacheControl: env.CONTENT_CACHE_CONTROL?.trim() || DEFAULT_CONTENT_CACHE_CONTROL,
  };
}
