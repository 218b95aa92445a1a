import type { NewsRecord } from '@group/shared/api';
import type { NewsCategory, NewsItem } from '@group/shared/contract';
import type { QueryCache } from '@group/shared/data';
import { newsCategoriesQuery, newsInitialQuery, newsPageQuery } from './sitemap-queries';

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
