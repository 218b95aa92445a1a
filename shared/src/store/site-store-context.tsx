import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { siteStore } from './site-store';
import type { SiteState, SiteStore } from './site-store';

const SiteStoreContext = createContext<SiteStore>(siteStore);

export type SiteStoreProviderProps = { store: SiteStore; children: ReactNode };

/**
 * A store of its own for what is inside: the server renders each request with one, so that no
 * visitor's page sees another's. The browser needs none: the shared store is the default.
 */
export function SiteStoreProvider({ store, children }: SiteStoreProviderProps) {
  return <SiteStoreContext.Provider value={store}>{children}</SiteStoreContext.Provider>;
}

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(useContext(SiteStoreContext), selector);
}
