import { createApiClient } from '../api';
import type { ApiClient } from '../api';
import { createSiteUrls, resolveRuntimeConfig } from '../config';
import type { RuntimeConfig, RuntimeConfigInput, SiteUrls } from '../config';
import { createSiteStore, queueErrorToast } from '../store';
import type { SiteStore } from '../store';
import { createHtmlSanitizer } from './html-sanitizer';
import type { HtmlSanitizer } from './html-sanitizer';
import { createHydrationState } from './hydration';
import type { HydrationState } from './hydration';

/**
 * Everything a site's pages run with, in one value handed down (SiteRuntimeProvider; queries get
 * its API client as an argument), never held by a module: a server renders several sites, or one
 * site for many visitors at once, in one process (docs/decisions/0027-site-runtime.md).
 */
export type SiteRuntime = {
  /** The site's configuration, resolved over the defaults. */
  readonly config: RuntimeConfig;
  /** The addresses built from it: images, uploads, canonical links. */
  readonly urls: SiteUrls;
  /** The API client on the configured backend; the toasts of failed reads go to `store`. */
  readonly api: ApiClient;
  /** Every markup field from the backend goes through it (SafeHtml). */
  readonly sanitizeHtml: HtmlSanitizer;
  /** Global settings, venture categories and the toasts waiting to be shown. */
  readonly store: SiteStore;
  readonly hydration: HydrationState;
};

export type SiteRuntimeOptions = {
  /** Over the defaults (unset values leave them). */
  config?: RuntimeConfigInput;
  /** The fetch of the API client: the platform's when left out. */
  fetch?: typeof fetch;
  /**
   * When left out, one on the browser's window that fetches DOMPurify with the first markup it
   * has to clean (nothing is rendered without a window). A server hands its own.
   */
  sanitizeHtml?: HtmlSanitizer;
  /** A new, empty store when left out. */
  store?: SiteStore;
};

/**
 * A runtime for one site: made once in a browser (the shell's start, a remote running on its own,
 * an embedded form); on the server, one per request from the parts its renderer keeps for all of
 * them (configuration, the cached fetch, the sanitizer), each with a store of its own.
 */
export function createSiteRuntime({ config: input = {}, fetch, sanitizeHtml, store = createSiteStore() }: SiteRuntimeOptions = {}): SiteRuntime {
  const config = resolveRuntimeConfig(input);
  return {
    config,
    urls: createSiteUrls(config),
    api: createApiClient({ baseUrl: config.apiBaseUrl, fetch, notifyError: (message) => queueErrorToast(store, message) }),
    sanitizeHtml: sanitizeHtml ?? createHtmlSanitizer(typeof window === 'undefined' ? null : window, { load: 'when-needed' }),
    store,
    hydration: createHydrationState(),
  };
}
