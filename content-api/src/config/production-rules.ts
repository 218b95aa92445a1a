import { z } from 'zod';
import { GOOGLE_TEST_SECRET, PUBLISHED_EXPORT_TOKENS, PUBLISHED_METRICS_TOKENS } from './known-values';
import { asOrigin, parsedUrl } from './setting-readers';

const IN_PRODUCTION = 'when NODE_ENV=production';

/** localhost, *.localhost, 127.0.0.0/8, ::1 and 0.0.0.0: addresses of the machine itself. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1' || host === '0.0.0.0';
}

const hostnameOf = (value: string) => parsedUrl(value)?.hostname;

/** A rule over one variable's trimmed text (undefined when unset): answers what is wrong, if anything. */
const rule = (check: (value: string | undefined) => string | undefined) =>
  z.unknown().superRefine((raw, ctx) => {
    const message = check((typeof raw === 'string' && raw.trim()) || undefined);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A bearer token, when set, must not be one written in this repository, nor look typed by hand. */
const randomToken = (published: readonly string[]) => (value: string | undefined) => {
  if (value === undefined) return undefined;
  if (published.includes(value)) {
    return `is a token published in this repository (tests and demos): set a random one (e.g. the output of openssl rand -hex 32) ${IN_PRODUCTION}`;
  }
  const different = new Set(value).size;
  if (different < 8) return `must be random (e.g. the output of openssl rand -hex 32) ${IN_PRODUCTION}, got one made of ${different} different characters`;
  return undefined;
};

/**
 * What a public deployment must not run with, although a developer's machine may: each rule names
 * its variable. The values have passed the environment schema's checks or are reported by it.
 */
const rules = z.object({
  RECAPTCHA_SECRET: rule((value) => {
    if (value === undefined) return `must be set ${IN_PRODUCTION} (without it, Google's public test secret would pass every captcha)`;
    if (value === GOOGLE_TEST_SECRET) return `is Google's public test secret, which passes every captcha: set the site's own secret ${IN_PRODUCTION}`;
    return undefined;
  }),
  CAPTCHA_MODE: rule((value) =>
    value === 'test' ? `must be "verify" ${IN_PRODUCTION}, got "test" (the test mode accepts a fixed, public token)` : undefined,
  ),
  LEADS_EXPORT_TOKEN: rule(randomToken(PUBLISHED_EXPORT_TOKENS)),
  METRICS_TOKEN: rule(randomToken(PUBLISHED_METRICS_TOKENS)),
  CORS_ORIGINS: rule((value) => {
    if (value === undefined) return `must be set ${IN_PRODUCTION} (the default allows only sites on localhost)`;
    const local = value
      .split(',')
      .map((entry) => asOrigin(entry.trim()))
      .filter((origin): origin is string => origin !== undefined && isLocalHostname(new URL(origin).hostname));
    return local.length > 0
      ? `must name the public sites ${IN_PRODUCTION}, got the local origin(s) ${local.map((origin) => `"${origin}"`).join(', ')}`
      : undefined;
  }),
  // Another machine's Redis is reached over the network: the counts and the password travel encrypted.
  REDIS_URL: rule((value) => {
    const url = value === undefined ? undefined : parsedUrl(value);
    if (!url || isLocalHostname(url.hostname)) return undefined;
    if (url.protocol !== 'rediss:') return `must use TLS (rediss://) to reach another machine ${IN_PRODUCTION}, got redis://${url.host}`;
    return url.password ? undefined : `must carry a password (rediss://:password@${url.host}) to reach another machine ${IN_PRODUCTION}`;
  }),
  PUBLIC_URL: rule((value) => {
    if (value === undefined) return `must be set ${IN_PRODUCTION} (the address browsers reach the API at)`;
    const hostname = hostnameOf(value);
    return hostname !== undefined && isLocalHostname(hostname) ? `must be the API's public address ${IN_PRODUCTION}, got "${value}"` : undefined;
  }),
});

/**
 * The rules over an environment. Each variable is handed over present, undefined when unset: zod
 * refuses a missing key outright instead of running the rule about it.
 */
export const productionRules = z.preprocess(
  (env) => Object.fromEntries(Object.keys(rules.shape).map((name) => [name, (env as NodeJS.ProcessEnv)[name]])),
  rules,
);
