import { endpoints, NEWS_PAGE_SIZE, newsCategorySchema, newsItemSchema } from '@group/shared/contract';
import { defineQuery } from '@group/shared/data';

// The sitemap's reads of the news, through the API client and contract the news pages use. Keyed
// apart from the news remote's queries: the server's recent results are shared by key, and each
// key must have one loader whatever either side changes in its own.

export const newsCategoriesQuery = defineQuery(`sitemap:${endpoints.newsCategories}`, ({ api, signal }) =>
  api.getList(endpoints.newsCategories, newsCategorySchema, { signal }),
);

export const newsInitialQuery = defineQuery(`sitemap:${endpoints.newsInitial}`, ({ api, signal }) =>
  api.getRecord(endpoints.newsInitial, newsItemSchema, { signal }),
);

/** A category's next page, as LOAD MORE asks for it: `skip` is how many items are already loaded (SPEC §7). */
export const newsPageQuery = (category: string, skip: number) => {
  const path = endpoints.newsPage({ category, skip, limit: NEWS_PAGE_SIZE });
  return defineQuery(`sitemap:${path}`, ({ api, signal }) => api.getNewsList(path, newsItemSchema, { signal }));
};
