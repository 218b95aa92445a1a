/**
 * Runtime configuration: read when the page runs, never baked into a build. The shell's server
 * writes `window.__SITE_CONFIG__` from its environment; an embedding page passes attributes. It is
 * held by a site runtime (@group/shared/runtime), never by this module: a process may render
 * several sites, each with its own.
 */
import { defaultRemoteUrl, remoteNames } from './remotes';
import type { RemoteName } from './remotes';

export type RuntimeConfig = {
  apiBaseUrl: string;
  imageBaseUrl: string;
  /**
   * Whether the backend renders image variants (`?w=&fm=`, contract's image-variants): images are
   * then asked for at the width and in the format the screen needs, else as uploaded.
   */
  imageVariants: boolean;
  recaptchaSiteKey: string;
  siteUrl: string;
  siteName: string;
  /** mf-manifest.json URL of each remote. */
  remotes: Record<RemoteName, string>;
};

/**
 * The element a server-rendered page carries its state in (JSON data, not a script that runs):
 * the shell's server writes it, the shell's browser code hydrates from it.
 */
export const PAGE_STATE_ELEMENT_ID = 'site-page-state';

/** Google's public reCAPTCHA test key: always passes, never for production. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  imageBaseUrl: 'http://localhost:4000/images',
  imageVariants: true,
  recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY,
  siteUrl: 'http://localhost:3000',
  siteName: 'Meridian Group',
  remotes: Object.fromEntries(remoteNames.map((name) => [name, defaultRemoteUrl(name)])) as Record<RemoteName, string>,
};

export type RuntimeConfigInput = Partial<Omit<RuntimeConfig, 'remotes'>> & {
  remotes?: Partial<Record<RemoteName, string>>;
};

declare global {
  interface Window {
    __SITE_CONFIG__?: RuntimeConfigInput;
  }
}

/** An address without its trailing slashes (`https://api.example/` → `https://api.example`). */
export const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** `input` with its unset (undefined) values left out, so they never hide a default. */
const setValues = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * A whole configuration: each of `inputs` over the defaults, the later ones winning, value by
 * value and remote by remote. A runtime is made from one (@group/shared/runtime).
 */
export const resolveRuntimeConfig = (...inputs: RuntimeConfigInput[]): RuntimeConfig => {
  const merged = Object.assign({}, defaultRuntimeConfig, ...inputs.map(setValues)) as RuntimeConfig;
  return {
    ...merged,
    apiBaseUrl: trimSlash(merged.apiBaseUrl),
    imageBaseUrl: trimSlash(merged.imageBaseUrl),
    siteUrl: trimSlash(merged.siteUrl),
    remotes: Object.assign({}, defaultRuntimeConfig.remotes, ...inputs.map((input) => setValues(input.remotes ?? {}))) as RuntimeConfig['remotes'],
  };
};

/**
 * The configuration of the page this runs in: what the shell's server wrote into it
 * (`window.__SITE_CONFIG__`) over the defaults, with `overrides` (an embedding page's attributes,
 * a foreign host's props) on top. Outside a browser, the defaults with `overrides`.
 */
export const readPageConfig = (overrides: RuntimeConfigInput = {}): RuntimeConfig =>
  resolveRuntimeConfig(typeof window === 'undefined' ? {} : (window.__SITE_CONFIG__ ?? {}), overrides);
