import { AsyncLocalStorage } from 'node:async_hooks';
import { routeToasts, siteStore } from '@group/shared/store';
import type { SiteStore } from '@group/shared/store';

const requests = new AsyncLocalStorage<SiteStore>();

/**
 * The API client queues SPEC §8's toasts wherever it runs. On the server each request renders
 * with a store of its own, and a failed read's toast lands in that request's store (it reaches
 * the visitor with the page) instead of a store that every visitor would share.
 */
routeToasts(() => requests.getStore() ?? siteStore);

export const withRequestStore = <T>(store: SiteStore, work: () => Promise<T>): Promise<T> => requests.run(store, work);
