import { remoteDescriptors, remoteNames } from './remotes';
import type { RemoteName } from './remotes';
import { defaultRuntimeConfig, RECAPTCHA_TEST_SITE_KEY, trimSlash } from './runtime-config';
import type { RuntimeConfig } from './runtime-config';

/**
 * The site's configuration as its server reads it from the environment, and writes it into every
 * page as `window.__SITE_CONFIG__` (the site's name is fixed in the kit).
 */
export type SiteConfig = Omit<RuntimeConfig, 'siteName'>;

export type Environment = Record<string, string | undefined>;

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

/** JSON that is safe inside a <script> element (no "</script>", no line separators). */
export const toScriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The inline script that hands a page its configuration (runtime-config.ts reads it). */
export const siteConfigScript = (config: SiteConfig): string => `window.__SITE_CONFIG__=${toScriptJson(config)}`;
