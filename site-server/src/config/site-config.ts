import { defaultRuntimeConfig, RECAPTCHA_TEST_SITE_KEY, remoteDescriptors, remoteNames } from '@group/shared/config';
import type { RemoteName, RuntimeConfig } from '@group/shared/config';

/** What the server writes into every page as `window.__SITE_CONFIG__` (the site's name is fixed in the kit). */
export type SiteConfig = Omit<RuntimeConfig, 'siteName'>;

export type Environment = Record<string, string | undefined>;

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** A variable's value, or undefined when it is unset or blank. */
export const readVariable = (env: Environment, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * The runtime configuration from the environment, read once at start: a change needs only a
 * restart, never a rebuild. Unset values fall back to the shared defaults; a remote moved to
 * another port (REMOTE_*_PORT) is looked for there unless its URL is given.
 */
export function readSiteConfig(env: Environment): SiteConfig {
  const apiBaseUrl = trimSlash(readVariable(env, 'API_BASE_URL') ?? defaultRuntimeConfig.apiBaseUrl);
  const port = readVariable(env, 'PORT') ?? '3000';
  const remoteUrl = (name: RemoteName) => {
    const { urlVariable, portVariable, defaultPort } = remoteDescriptors[name];
    const remotePort = readVariable(env, portVariable) ?? String(defaultPort);
    return readVariable(env, urlVariable) ?? `http://localhost:${remotePort}/mf-manifest.json`;
  };
  return {
    apiBaseUrl,
    // content-api serves its images under /images: follow API_BASE_URL unless told otherwise.
    imageBaseUrl: trimSlash(readVariable(env, 'IMAGE_BASE_URL') ?? `${apiBaseUrl}/images`),
    imageVariants: readImageVariants(env),
    recaptchaSiteKey: readVariable(env, 'RECAPTCHA_SITE_KEY') ?? RECAPTCHA_TEST_SITE_KEY,
    siteUrl: trimSlash(readVariable(env, 'SITE_URL') ?? `http://localhost:${port}`),
    remotes: Object.fromEntries(remoteNames.map((name) => [name, remoteUrl(name)])) as Record<RemoteName, string>,
  };
}

/**
 * IMAGE_VARIANTS: `on` (the default; content-api renders them) or `off` for a backend that serves
 * its images as uploaded only.
 */
export function readImageVariants(env: Environment): boolean {
  const raw = readVariable(env, 'IMAGE_VARIANTS')?.toLowerCase();
  if (raw === undefined || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`IMAGE_VARIANTS must be on or off, not "${raw}"`);
}

/**
 * SITE_INDEXING: `on` (the default) or `off` for a deployment search engines must leave alone (a
 * staging site): robots.txt then disallows everything and every page says noindex.
 */
export function readSiteIndexing(env: Environment): boolean {
  const raw = readVariable(env, 'SITE_INDEXING');
  const value = raw?.toLowerCase();
  if (value === undefined || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SITE_INDEXING must be on or off, not "${raw}"`);
}

/**
 * RENDER_BUDGET_MS: the longest a page's request waits for its remote and its data before the
 * rest is left to the browser (undefined: the renderer's default, about a second).
 */
export function readRenderBudget(env: Environment): number | undefined {
  const raw = readVariable(env, 'RENDER_BUDGET_MS');
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`RENDER_BUDGET_MS must be a number of milliseconds, not "${raw}"`);
  return value;
}

/** Fastify's trustProxy from TRUST_PROXY: off, `true`, or a comma list of proxy addresses. */
export function readTrustProxy(env: Environment): boolean | string {
  const raw = readVariable(env, 'TRUST_PROXY');
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** WEB_CONCURRENCY: how many processes of the shell's server answer requests (default: one per core). */
export function readWorkerCount(env: Environment, cores: number): number {
  const raw = readVariable(env, 'WEB_CONCURRENCY');
  if (raw === undefined) return Math.max(1, cores);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`WEB_CONCURRENCY must be a whole number of processes (1 or more), not "${raw}"`);
  return value;
}
