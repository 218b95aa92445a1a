import { defineEndpointQuery } from '@group/shared/data';
import { getList, getRecord } from '@group/shared/api';
import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';
import { endpoints, newsCategorySchema, newsItemSchema } from '@group/shared/contract';

/** The listing's head; undefined when the call failed (the page falls back to its own). */
export const newsCentreMetaQuery = pageMetaQuery('news', 'news_centre');

/** The tabs; undefined when the call failed (the client has shown its toast). */
export const newsCategoriesQuery = defineEndpointQuery('news', endpoints.newsCategories, (path, signal) =>
  getList(path, newsCategorySchema, { signal }),
);

/** Each category's first page, keyed by category name; undefined when the call failed. */
export const newsInitialQuery = defineEndpointQuery('news', endpoints.newsInitial, (path, signal) =>
  getRecord(path, newsItemSchema, { signal }),
);

/** Everything the listing's first render reads. */
export const newsCentreQueries = [sectionBannersQuery('news'), newsCentreMetaQuery, newsCategoriesQuery, newsInitialQuery] as const;
