import { getFirst, getList } from '@group/shared/api';
import { endpoints, globalSettingsSchema, ventureCategorySchema } from '@group/shared/contract';
import { siteStore } from '@group/shared/store';

/**
 * Global settings (footer, contact page) and venture categories (header, footer) are loaded once
 * when the site starts and kept in the shared store. A failed call leaves the store as it was;
 * the client has already queued the toast of SPEC §8.
 */
export async function loadSiteData(store = siteStore): Promise<void> {
  const [globals, categories] = await Promise.all([
    getFirst(endpoints.globals, globalSettingsSchema),
    getList(endpoints.ventureCategories, ventureCategorySchema),
  ]);
  if (globals) store.getState().setGlobals(globals);
  if (categories) store.getState().setVentureCategories(categories);
}
