import type { NewsRecord } from '@group/shared/api';
import { endpoints, NEWS_PAGE_SIZE, newsCategorySchema, newsItemSchema } from '@group/shared/contract';
import type { NewsCategory, NewsItem } from '@group/shared/contract';
import { defineQuery } from '@group/shared/data';
import type { QueryCache } from '@group/shared/data';

// The sitemap's reads of the news, through the API client and contract the news pages use. Keyed
// apart from the news remote's queries: the server's recent results are shared by key, and each
// key must have one loader whatever either side changes in its own.

const newsCategoriesQuery = defineQuery(`sitemap:${endpoints.newsCategories}`, ({ api, signal }) =>
  api.getList(endpoints.newsCategories, newsCategorySchema, { signal }),
);

const newsInitialQuery = defineQuery(`sitemap:${endpoints.newsInitial}`, ({ api, signal }) =>
  api.getRecord(endpoints.newsInitial, newsItemSchema, { signal }),
);

/** A category's next page, as LOAD MORE asks for it: `skip` is how many items are already loaded (SPEC §7). */
const newsPageQuery = (category: string, skip: number) => {
  const path = endpoints.newsPage({ category, skip, limit: NEWS_PAGE_SIZE });
  return defineQuery(`sitemap:${path}`, ({ api, signal }) => api.getNewsList(path, newsItemSchema, { signal }));
};

/**
 * One category's items, as a visitor who pressed LOAD MORE until it went away would have them:
 * the first page from /newscentre/initial, then further pages while fewer than its total are
 * loaded, and not past a page that comes back empty (the news centre's rule). Undefined when a
 * page could not be read.
 */
async function readCategory(cache: QueryCache, category: NewsCategory, first: NewsRecord<NewsItem>[string] | undefined): Promise<NewsItem[] | undefined> {
  const items = [...(first?.news ?? [])];
  let totalCount = first?.totalCount ?? 0;
  while (items.length < totalCount) {
    const page = await cache.fetch(newsPageQuery(category._id, items.length));
    if (!page) return undefined;
    if (page.news.length === 0) break;
    items.push(...page.news);
    totalCount = page.totalCount ?? totalCount;
  }
  return items;
}

/**
 * Every news item of the news centre's categories, published or not (the caller picks), or
 * undefined when any read failed. Like the news centre, only the categories /newscentre/categories
 * names are read: their ids are what further pages are asked by.
 */
export async function readAllNews(cache: QueryCache): Promise<NewsItem[] | undefined> {
  const [categories, initial] = await Promise.all([cache.fetch(newsCategoriesQuery), cache.fetch(newsInitialQuery)]);
  if (!categories || !initial) return undefined;
  const lists = await Promise.all(categories.map((category) => readCategory(cache, category, initial[category.name])));
  const read = lists.filter((list): list is NewsItem[] => list !== undefined);
  return read.length === lists.length ? read.flat() : undefined;
}
