export * from './site-store';
export { SiteStoreProvider, useSiteStore } from './site-store-context';
export type { SiteStoreProviderProps } from './site-store-context';
