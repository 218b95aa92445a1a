import path from 'node:path';
import { isHttpUrl, remoteDescriptors, remoteNames } from '@group/shared/config';
import type { Environment } from '@group/shared/config';
import type { SiteServerConfig } from './read-site-server-config';
import { remoteFolderVariable } from './site-server-variables';
import { siteServerVariableList } from './variable-list';

/** A masked part of an address. */
const MASK = '****';
/** A masked value, as content-api shows its secrets. */
const masked = (value: string) => `**** (${value.length} characters)`;

/** A variable named as a secret is, whatever the list says. */
const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?|PRIVATE_KEY|API_KEY)$/i;
/** Query parameters that carry a credential (`?token=…`, `?sig=…`). */
const SECRET_PARAMETER = /token|secret|password|passwd|sig|signature|auth|api[-_]?key/i;

/** An address with the password and the credentials in its query masked; anything else as it is. */
function maskAddress(value: string): string {
  if (!isHttpUrl(value)) return value;
  const url = new URL(value);
  let masked = false;
  if (url.password) {
    url.password = MASK;
    masked = true;
  }
  for (const key of [...url.searchParams.keys()]) {
    if (SECRET_PARAMETER.test(key)) {
      url.searchParams.set(key, MASK);
      masked = true;
    }
  }
  return masked ? url.toString() : value;
}

const onOff = (value: boolean) => (value ? 'on' : 'off');

/** Each variable's effective value in `config`. */
function effectiveValues(config: SiteServerConfig, env: Environment): Record<string, string> {
  const { site, timeouts } = config;
  const values: Record<string, string> = {
    NODE_ENV: env.NODE_ENV?.trim() || '(unset)',
    PORT: String(config.port),
    HOST: config.host ?? 'every address of the machine',
    SHELL_DIST: path.resolve(config.shellDist),
    LOG_LEVEL: config.logLevel,
    METRICS_TOKEN: config.metricsToken ?? '',
    WEB_CONCURRENCY: String(config.workers),
    SITE_URL: site.siteUrl,
    API_BASE_URL: site.apiBaseUrl,
    IMAGE_BASE_URL: site.imageBaseUrl,
    IMAGE_VARIANTS: onOff(site.imageVariants),
    RECAPTCHA_SITE_KEY: site.recaptchaSiteKey,
    SITE_INDEXING: onOff(config.indexing),
    RENDER_BUDGET_MS: config.renderBudgetMs === undefined ? 'the renderer’s own, 1000' : String(config.renderBudgetMs),
    PAGE_CACHE_SECONDS: String(config.pageCaching.sharedSeconds),
    PAGE_STALE_SECONDS: String(config.pageCaching.staleSeconds),
    TRUST_PROXY: String(config.trustProxy),
    REQUEST_TIMEOUT_MS: String(timeouts.requestMs),
    CONNECTION_TIMEOUT_MS: String(timeouts.connectionMs),
    KEEP_ALIVE_TIMEOUT_MS: String(timeouts.keepAliveMs),
    STOP_DRAIN_MS: String(config.drainDelayMs),
    RELEASE_PREVIEW_SECRET: config.releases.previewSecret ?? '',
    RELEASES_TOKEN: config.releases.statusToken ?? '',
    CANARY_MIN_PAGES: String(config.releases.minPages),
    CANARY_MAX_EXTRA_ERROR_RATE: String(config.releases.maxExtraErrorRate),
    REMOTE_ERROR_REPORTS_PER_MINUTE: String(config.releases.reportsPerMinute),
  };
  for (const name of remoteNames) {
    const { urlVariable, portVariable, defaultPort } = remoteDescriptors[name];
    values[urlVariable] = site.remotes[name];
    values[portVariable] = env[portVariable]?.trim() || String(defaultPort);
    values[remoteFolderVariable(name)] = config.releases.folders[name] ?? 'unset';
  }
  return values;
}

/**
 * What `--check-config` prints: every variable with the value the server runs with, one per line
 * (`PORT=3000  # default` where it is unset, as content-api prints its own), secrets and credentials in addresses masked.
 */
export function effectiveSettings(config: SiteServerConfig, env: Environment): string[] {
  const values = effectiveValues(config, env);
  return siteServerVariableList.map(({ name, secret, default: byDefault }) => {
    const value = values[name] ?? '';
    const unset = !env[name]?.trim();
    // An unset secret has nothing to mask: its default says what that means.
    const shown = secret || SECRET_NAME.test(name) ? (unset ? `(${byDefault})` : masked(value)) : maskAddress(value);
    return `${name}=${shown}${unset ? '  # default' : ''}`;
  });
}
