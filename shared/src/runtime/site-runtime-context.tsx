import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api';
import { readPageConfig } from '../config';
import type { RuntimeConfig, RuntimeConfigInput, SiteUrls } from '../config';
import type { SiteState } from '../store';
import { createSiteRuntime } from './site-runtime';
import type { SiteRuntime } from './site-runtime';

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
