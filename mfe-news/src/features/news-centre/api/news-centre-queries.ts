import { defineEndpointQuery, defineQuery } from '@group/shared/data';
import type { NewsList } from '@group/shared/api';
import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';
import { endpoints } from '@group/shared/records';
import type { NewsItem } from '@group/shared/records';
import type { NewsCentreAddress } from '../news-centre-address';
import { getMoreNews } from './get-more-news';

/** The tabs; undefined when the call failed (the client has shown its toast). */
const newsCategoriesQuery = defineEndpointQuery('news', endpoints.newsCategories, (path, { api, signal }) =>
  api.getList(path, 'newsCategory', { signal }),
);

/** Each category's first page, keyed by category name; undefined when the call failed. */
const newsInitialQuery = defineEndpointQuery('news', endpoints.newsInitial, (path, { api, signal }) =>
  api.getRecord(path, 'newsItem', { signal }),
);

/**
 * The pages after the first of one category that an address asks for (`more`), each read as
 * LOAD MORE reads it: `skip` is how many the category has so far. It stops at a page that fails
 * (its toast is queued) or comes back empty; none for `more` 0.
 */
const newsMorePagesQuery = (categoryId: string, more: number) =>
  defineQuery(`news:/newscentre?category=${encodeURIComponent(categoryId)}&more=${more}`, async ({ api, signal, read }) => {
    if (more === 0) return [];
    const [categories, initial] = await Promise.all([read(newsCategoriesQuery), read(newsInitialQuery)]);
    const category = categories?.find((entry) => entry._id === categoryId);
    if (!category || !initial) return [];
    const pages: NewsList<NewsItem>[] = [];
    let loaded = initial[category.name]?.news.length ?? 0;
    while (pages.length < more) {
      const page = await getMoreNews(api, categoryId, loaded, signal);
      if (!page) break;
      pages.push(page);
      loaded += page.news.length;
      if (page.news.length === 0) break;
    }
    return pages;
  });

/** Everything the listing's first render reads at an address: the category it names and the pages LOAD MORE added. */
export const newsCentreQueries = ({ categoryId, more }: NewsCentreAddress) => ({
  banners: sectionBannersQuery('news'),
  /** The listing's head; undefined when the call failed (the page falls back to its own). */
  meta: pageMetaQuery('news', 'news_centre'),
  categories: newsCategoriesQuery,
  initial: newsInitialQuery,
  morePages: newsMorePagesQuery(categoryId ?? '', more),
});
