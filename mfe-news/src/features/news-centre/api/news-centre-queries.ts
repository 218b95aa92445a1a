import { defineEndpointQuery } from '@group/shared/data';
import { getData, getList, getRecord } from '@group/shared/api';
import { endpoints, newsCategorySchema, newsItemSchema, pageMetaSchema } from '@group/shared/contract';
import { newsCentreBannerQuery } from '../../../common/api/news-centre-banner-query';

/** The listing's head; undefined when the call failed (the page falls back to its own). */
export const newsCentreMetaQuery = defineEndpointQuery('news', endpoints.pageMeta('news_centre'), (path, signal) =>
  getData(path, pageMetaSchema, { signal }),
);

/** The tabs; undefined when the call failed (the client has shown its toast). */
export const newsCategoriesQuery = defineEndpointQuery('news', endpoints.newsCategories, (path, signal) =>
  getList(path, newsCategorySchema, { signal }),
);

/** Each category's first page, keyed by category name; undefined when the call failed. */
export const newsInitialQuery = defineEndpointQuery('news', endpoints.newsInitial, (path, signal) =>
  getRecord(path, newsItemSchema, { signal }),
);

/** Everything the listing's first render reads. */
export const newsCentreQueries = [newsCentreBannerQuery, newsCentreMetaQuery, newsCategoriesQuery, newsInitialQuery] as const;
