import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
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

/**
 * A value of the store. Unlike zustand's useStore, a server render and the browser's hydration
 * read the store's current state, not its initial one: the server fills each request's store
 * before rendering, and the browser fills the shared store from the server's page state before
 * hydrating, so both render the same data.
 */
export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  const store = useContext(SiteStoreContext);
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
