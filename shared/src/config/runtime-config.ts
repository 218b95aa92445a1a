/**
 * Runtime configuration: read when the page runs, never baked into a build. The shell's server
 * writes `window.__SITE_CONFIG__` from its environment; an embedding page passes attributes.
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

let overrides: RuntimeConfigInput = {};

/** An address without its trailing slashes (`https://api.example/` → `https://api.example`). */
export const trimSlash = (value: string) => value.replace(/\/+$/, '');

export const getRuntimeConfig = (): RuntimeConfig => {
  const fromPage = typeof window === 'undefined' ? {} : (window.__SITE_CONFIG__ ?? {});
  const merged = { ...defaultRuntimeConfig, ...fromPage, ...overrides };
  return {
    ...merged,
    apiBaseUrl: trimSlash(merged.apiBaseUrl),
    imageBaseUrl: trimSlash(merged.imageBaseUrl),
    siteUrl: trimSlash(merged.siteUrl),
    remotes: { ...defaultRuntimeConfig.remotes, ...fromPage.remotes, ...overrides.remotes },
  };
};

/** For embedding pages and tests: values given here win over the page's configuration. */
export const configureRuntime = (input: RuntimeConfigInput): void => {
  overrides = { ...overrides, ...input, remotes: { ...overrides.remotes, ...input.remotes } };
};

export const resetRuntimeConfig = (): void => {
  overrides = {};
};
