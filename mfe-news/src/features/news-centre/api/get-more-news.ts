import type { ApiClient, NewsList } from '@group/shared/api';
import { NEWS_PAGE_SIZE, endpoints } from '@group/shared/records';
import type { NewsItem } from '@group/shared/records';

/** The next page of a category: `skip` is how many of its items are already loaded (SPEC §7). */
export function getMoreNews(api: ApiClient, categoryId: string, skip: number, signal?: AbortSignal): Promise<NewsList<NewsItem> | undefined> {
  return api.getNewsList(endpoints.newsPage({ category: categoryId, skip, limit: NEWS_PAGE_SIZE }), 'newsItem', { signal });
}
