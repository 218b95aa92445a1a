import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api';
import type { ApiClient, ApiLog } from '../api';
import { createSiteUrls, readPageConfig, resolveRuntimeConfig } from '../config';
import type { RuntimeConfig, RuntimeConfigInput, SiteUrls } from '../config';
import { createSiteStore, queueErrorToast } from '../store';
import type { SiteState, SiteStore } from '../store';
import { createHtmlSanitizer } from './html-sanitizer';
import type { HtmlSanitizer } from './html-sanitizer';
import { createHydrationState } from './hydration-state';
import type { HydrationState } from './hydration-state';

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
  /** Where the API client logs failed reads: the console when left out (a server hands its request's log). */
  log?: ApiLog;
};

/**
 * A runtime for one site: made once in a browser (the shell's start, a remote running on its own,
 * an embedded form); on the server, one per request from the parts its renderer keeps for all of
 * them (configuration, the cached fetch, the sanitizer), each with a store of its own.
 */
export function createSiteRuntime({ config: input = {}, fetch, sanitizeHtml, store = createSiteStore(), log }: SiteRuntimeOptions = {}): SiteRuntime {
  const config = resolveRuntimeConfig(input);
  return {
    config,
    urls: createSiteUrls(config),
    api: createApiClient({ baseUrl: config.apiBaseUrl, fetch, log, notifyError: (message) => queueErrorToast(store, message) }),
    sanitizeHtml: sanitizeHtml ?? createHtmlSanitizer(typeof window === 'undefined' ? null : window, { load: 'when-needed' }),
    store,
    hydration: createHydrationState(),
  };
}

// One context for the shell and every remote: this module is an entry of the shared kit, which
// federation shares as a singleton, so a remote's page reads the runtime the shell provides.
const SiteRuntimeContext = createContext<SiteRuntime | null>(null);

export type SiteRuntimeProviderProps = { runtime: SiteRuntime; children: ReactNode };

export function SiteRuntimeProvider({ runtime, children }: SiteRuntimeProviderProps) {
  return <SiteRuntimeContext.Provider value={runtime}>{children}</SiteRuntimeContext.Provider>;
}

/** The runtime of the site this renders in. */
export function useSiteRuntime(): SiteRuntime {
  const runtime = useContext(SiteRuntimeContext);
  if (!runtime) {
    throw new Error('No site runtime: render inside a SiteRuntimeProvider (the shell, a standalone layout or an embedded form provides one)');
  }
  return runtime;
}

export const useApi = (): ApiClient => useSiteRuntime().api;

export const useRuntimeConfig = (): RuntimeConfig => useSiteRuntime().config;

export const useSiteUrls = (): SiteUrls => useSiteRuntime().urls;

/**
 * A value of the site's store. Unlike zustand's useStore, a server render and the browser's
 * hydration read the store's current state, not its initial one: the server fills each request's
 * store before rendering, and the browser fills its store from the server's page state before
 * hydrating, so both render the same data.
 */
export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  const { store } = useSiteRuntime();
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

export type WithSiteRuntimeProps = {
  /** Over the page's configuration, for a runtime of its own. */
  config?: RuntimeConfigInput;
  children: ReactNode;
};

/**
 * For what hosts outside the site render (the forms remote's exposed forms): the runtime around
 * it when there is one (the shell's), else one of its own, made when it mounts from the page's
 * configuration with `config` on top.
 */
export function WithSiteRuntime({ config, children }: WithSiteRuntimeProps) {
  const around = useContext(SiteRuntimeContext);
  const [own] = useState(() => (around ? null : createSiteRuntime({ config: readPageConfig(config) })));
  return <SiteRuntimeContext.Provider value={around ?? own}>{children}</SiteRuntimeContext.Provider>;
}
