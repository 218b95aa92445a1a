import { defineQuery, QueryCache } from '@group/shared/data';
import type { Query } from '@group/shared/data';
import { endpoints } from '@group/shared/records';
import type { SiteRuntime } from '@group/shared/runtime';
import type { SiteStore } from '@group/shared/store';

/** Global settings (footer, contact page) and venture categories (header, footer). */
export const siteQueries = {
  globals: defineQuery('site:globals', ({ api, signal }) => api.getFirst(endpoints.globals, 'globalSettings', { signal })),
  ventureCategories: defineQuery('site:venture-categories', ({ api, signal }) =>
    api.getList(endpoints.ventureCategories, 'ventureCategory', { signal }),
  ),
};

const settledData = <T>(cache: QueryCache, query: Query<T>): T | undefined => {
  const entry = cache.get(query.key);
  return entry?.status === 'success' ? (entry.data as T) : undefined;
};

/** Puts what the site queries brought into the store. A failed call leaves the store as it was. */
export function applySiteData(cache: QueryCache, store: SiteStore): void {
  const globals = settledData(cache, siteQueries.globals);
  const categories = settledData(cache, siteQueries.ventureCategories);
  if (globals) store.getState().setGlobals(globals);
  if (categories) store.getState().setVentureCategories(categories);
}

/**
 * Loads the site's data into its runtime's store once when the site starts in a browser without
 * the server's (the server sends it with every page it renders). The client has already queued
 * the toast of SPEC §8 for a failed call.
 */
export async function loadSiteData({ api, store }: SiteRuntime): Promise<void> {
  const cache = new QueryCache(api);
  await cache.prefetch(Object.values(siteQueries), Number.POSITIVE_INFINITY);
  applySiteData(cache, store);
}
