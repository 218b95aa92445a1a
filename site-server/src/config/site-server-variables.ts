// Every environment variable site-server reads, as one zod schema: what each must be, its default
// and a line saying what it sets. With NODE_ENV=production the settings a public site cannot do
// without must be given, and may not be the ones of a developer's machine.
import path from 'node:path';
import { z } from 'zod';
import type { RemoteName } from '@group/shared/config';
import { defaultRemoteUrl, defaultRuntimeConfig, RECAPTCHA_TEST_SITE_KEY, remoteDescriptors, remoteNames } from '@group/shared/config';
import { DEFAULT_PAGE_CACHING } from '../page-caching';
import { bearerToken, fraction, hostAddress, httpUrl, milliseconds, onOff, oneOf, text, trustProxy, variable, wholeNumber } from './setting-types';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The settings' defaults that are values (the others depend on the machine or on other settings). */
export const DEFAULTS = {
  port: 3000,
  logLevel: 'info',
  requestTimeoutMs: 10_000,
  connectionTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  productionDrainDelayMs: 5_000,
  canaryMinPages: 100,
  canaryMaxExtraErrorRate: 0.05,
  remoteErrorReportsPerMinute: 30,
} as const;

const WHEN_PRODUCTION = 'when NODE_ENV=production';

/** GET /metrics needs a token too long to guess. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

/** Metrics tokens written in this repository (tests): anyone can read them, so a production server refuses them. */
export const PUBLISHED_METRICS_TOKENS: readonly string[] = ['metrics-token-for-the-tests-of-site-server'];

/** Fewer different characters than this is a token typed by hand, not a random one. */
const MIN_DIFFERENT_TOKEN_CHARACTERS = 8;

/** METRICS_TOKEN: long enough everywhere; in production, random and not one published here. */
function metricsToken(production: boolean) {
  const token = bearerToken(MIN_METRICS_TOKEN_LENGTH);
  if (!production) return token;
  return token
    .refine((raw) => !PUBLISHED_METRICS_TOKENS.includes(raw), { error: `a random token ${WHEN_PRODUCTION}, not one published in this repository (tests)`, abort: true })
    .refine((raw) => new Set(raw).size >= MIN_DIFFERENT_TOKEN_CHARACTERS, { error: `a random token ${WHEN_PRODUCTION} (such as the output of openssl rand -hex 32), not one of a few characters repeated` });
}

/** RELEASE_PREVIEW_SECRET and RELEASES_TOKEN: as long as a metrics token. */
export const MIN_RELEASES_SECRET_LENGTH = 32;

/** The variable naming a remote's deployment folder: REMOTE_NEWS_FOLDER beside REMOTE_NEWS_URL. */
export const remoteFolderVariable = (name: RemoteName): string => remoteDescriptors[name].urlVariable.replace(/_URL$/, '_FOLDER');

const absolutePath = text.refine((raw) => path.isAbsolute(raw), { error: 'an absolute path, such as /srv/news', abort: true });

/** Each remote's deployment folder, where an automatic canary abort is written (releases/record-abort.ts). */
function remoteFolderVariables() {
  return Object.fromEntries(
    remoteNames.map((name) => [
      remoteFolderVariable(name),
      variable(absolutePath, {
        default: 'unset: an automatic abort lasts until the server restarts',
        description: `The deployment folder of ${remoteDescriptors[name].packageDir} as this server reaches it (pnpm deploy:remote --to): an automatic canary abort is written into its releases.json.`,
      }),
    ]),
  ) as Record<string, ReturnType<typeof variable>>;
}

/** Settings of releases chosen per visitor (docs/decisions/0042). */
function releaseVariables() {
  return {
    ...remoteFolderVariables(),
    RELEASE_PREVIEW_SECRET: variable(bearerToken(MIN_RELEASES_SECRET_LENGTH), {
      default: 'unset: preview links are ignored',
      description: `The secret preview links are signed with (pnpm release preview uses the same), at least ${MIN_RELEASES_SECRET_LENGTH} characters.`,
      secret: true,
    }),
    RELEASES_TOKEN: variable(bearerToken(MIN_RELEASES_SECRET_LENGTH), {
      default: 'unset: /_site/releases answers 404',
      description: `The token GET /_site/releases (each remote's releases, as JSON with a Bearer token or a page after signing in) asks for, at least ${MIN_RELEASES_SECRET_LENGTH} characters.`,
      secret: true,
    }),
    CANARY_MIN_PAGES: variable(wholeNumber(1, 1_000_000_000, 'a whole number of pages'), {
      default: String(DEFAULTS.canaryMinPages),
      description: 'The pages a canary release must have been sent to before its error rate can abort it.',
    }),
    CANARY_MAX_EXTRA_ERROR_RATE: variable(fraction, {
      default: String(DEFAULTS.canaryMaxExtraErrorRate),
      description: 'How far a canary’s error rate (errors reported per page) may be above the live release’s before it is aborted by itself.',
    }),
    REMOTE_ERROR_REPORTS_PER_MINUTE: variable(wholeNumber(1, 10_000, 'a whole number of reports'), {
      default: String(DEFAULTS.remoteErrorReportsPerMinute),
      description: 'The error reports one client may send to POST /_site/remote-errors in a minute; more are answered 429.',
    }),
  };
}

/** Hosts that name the machine itself: a visitor's browser would look for the site on its own. */
const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;
const isPublicAddress = (url: string) => !LOCAL_HOSTS.test(new URL(url).hostname);

function siteVariables(production: boolean) {
  const siteUrl = httpUrl(defaultRuntimeConfig.siteUrl);
  const recaptchaKey = text.refine((raw) => /^[\w-]+$/.test(raw), { error: 'a reCAPTCHA site key (letters, digits, - and _)', abort: true });
  return {
    SITE_URL: variable(
      production ? siteUrl.refine(isPublicAddress, { error: `the site's public address ${WHEN_PRODUCTION}, not a local one` }) : siteUrl,
      { default: 'http://localhost:$PORT', description: 'The site’s public address: canonical links, og:url, the sitemap and robots.txt name it.' },
      production ? `set to the site's public address, such as https://www.example.com, ${WHEN_PRODUCTION} (canonical links, og:url and the sitemap name it)` : undefined,
    ),
    API_BASE_URL: variable(
      httpUrl(defaultRuntimeConfig.apiBaseUrl),
      { default: defaultRuntimeConfig.apiBaseUrl, description: 'content-api’s public address: pages read their content from it, in the browser and on the server.' },
      production ? `set to content-api's public address, such as https://api.example.com, ${WHEN_PRODUCTION} (the default, ${defaultRuntimeConfig.apiBaseUrl}, is each visitor's own machine)` : undefined,
    ),
    IMAGE_BASE_URL: variable(httpUrl(defaultRuntimeConfig.imageBaseUrl), {
      default: '$API_BASE_URL/images',
      description: 'Where the content’s images are served from.',
    }),
    IMAGE_VARIANTS: variable(onOff, { default: 'on', description: 'on: images are asked for at the width and in the format each screen needs (content-api renders them); off: as uploaded.' }),
    RECAPTCHA_SITE_KEY: variable(
      production ? recaptchaKey.refine((raw) => raw !== RECAPTCHA_TEST_SITE_KEY, { error: `the site's own reCAPTCHA site key ${WHEN_PRODUCTION}, not Google's public test key` }) : recaptchaKey,
      { default: 'Google’s public test key (every form passes)', description: 'The reCAPTCHA site key the forms show; content-api holds the matching secret.' },
      production ? `set to the site's own reCAPTCHA site key ${WHEN_PRODUCTION} (without it, Google's public test key lets every form through)` : undefined,
    ),
  };
}

/** Each remote's manifest address and the port it is looked for on when the address is not given. */
function remoteVariables(production: boolean) {
  return Object.fromEntries(
    remoteNames.flatMap((name) => {
      const { urlVariable, portVariable, defaultPort, packageDir } = remoteDescriptors[name];
      const example = defaultRemoteUrl(name);
      return [
        [
          urlVariable,
          variable(
            httpUrl(example),
            { default: `http://localhost:$${portVariable}/mf-manifest.json`, description: `The manifest of ${packageDir}, the remote with the ${name} pages.` },
            production ? `set to ${packageDir}'s manifest address, such as https://${name}.example.com/mf-manifest.json, ${WHEN_PRODUCTION} (the default is each visitor's own machine)` : undefined,
          ),
        ],
        [portVariable, variable(wholeNumber(1, 65535, 'a port number'), { default: String(defaultPort), description: `The port ${packageDir} is looked for on this machine when ${urlVariable} is unset.` })],
      ];
    }),
  ) as Record<string, ReturnType<typeof variable>>;
}

/** The schema of site-server's environment, with the production checks when `production`. */
export function siteServerVariables(production: boolean) {
  return z.object({
    NODE_ENV: variable(text, { default: '(unset)', description: 'production: the settings a public site needs are checked at start, and React runs its production build.' }),
    PORT: variable(wholeNumber(0, 65535, 'a port number'), { default: String(DEFAULTS.port), description: 'The port the shell’s server listens on (0: any free port).' }),
    HOST: variable(hostAddress, { default: 'every address of the machine (:: or 0.0.0.0)', description: 'The address the shell’s server listens on.' }),
    SHELL_DIST: variable(text, { default: 'shell/dist beside site-server', description: 'The shell’s build: its browser files, and server/server.js that renders its pages.' }),
    LOG_LEVEL: variable(oneOf(LOG_LEVELS), {
      default: DEFAULTS.logLevel,
      description: `How much the server logs, as JSON lines on standard output (info: a line per request): ${LOG_LEVELS.join(', ')}.`,
    }),
    METRICS_TOKEN: variable(metricsToken(production), {
      default: 'unset: no metrics are kept and /metrics answers 404',
      description: `The Bearer token GET /metrics (Prometheus text format) asks for, at least ${MIN_METRICS_TOKEN_LENGTH} characters.`,
      secret: true,
    }),
    WEB_CONCURRENCY: variable(wholeNumber(1, 256, 'a whole number of processes'), { default: 'one per core', description: 'How many processes answer requests, sharing the port.' }),
    ...siteVariables(production),
    ...remoteVariables(production),
    ...releaseVariables(),
    SITE_INDEXING: variable(onOff, { default: 'on', description: 'off for a site search engines must leave alone (staging): robots.txt disallows every page and pages say noindex.' }),
    RENDER_BUDGET_MS: variable(milliseconds(0, 60_000), { default: '1000 (the renderer’s)', description: 'The longest a page’s request waits for its remote and its data before the browser is left the rest.' }),
    PAGE_CACHE_SECONDS: variable(wholeNumber(0, 86_400, 'a whole number of seconds'), {
      default: String(DEFAULT_PAGE_CACHING.sharedSeconds),
      description: 'How long a shared cache (a CDN, a reverse proxy) may keep a page rendered whole (s-maxage); 0: pages are not kept. Browsers always ask again.',
    }),
    PAGE_STALE_SECONDS: variable(wholeNumber(0, 86_400, 'a whole number of seconds'), {
      default: String(DEFAULT_PAGE_CACHING.staleSeconds),
      description: 'After that, how long the cache may serve the page stale while it fetches a fresh one, or while the site’s servers fail (stale-while-revalidate, stale-if-error).',
    }),
    TRUST_PROXY: variable(trustProxy, { default: 'false', description: 'Which proxies’ X-Forwarded-* headers are believed: true, a number of proxies, or their addresses.' }),
    REQUEST_TIMEOUT_MS: variable(milliseconds(100, 600_000), { default: String(DEFAULTS.requestTimeoutMs), description: 'The time a client has to send a whole request, headers and body; then it is answered 408 and closed.' }),
    CONNECTION_TIMEOUT_MS: variable(milliseconds(100, 600_000), { default: String(DEFAULTS.connectionTimeoutMs), description: 'A connection on which nothing is sent or received for this long is closed.' }),
    KEEP_ALIVE_TIMEOUT_MS: variable(milliseconds(100, 600_000), {
      default: String(DEFAULTS.keepAliveTimeoutMs),
      description: 'How long an idle connection is kept for the client’s next request (above a load balancer’s usual 60 s, so the balancer closes first).',
    }),
    STOP_DRAIN_MS: variable(milliseconds(0, 120_000), {
      default: `${DEFAULTS.productionDrainDelayMs} with NODE_ENV=production, else 0`,
      description: 'On SIGTERM or SIGINT, how long /readyz says 503 while requests are still answered, before the server closes.',
    }),
  });
}

export type SiteServerVariables = z.output<ReturnType<typeof siteServerVariables>>;
