import { getData } from '@group/shared/api';
import { endpoints, newsItemSchema } from '@group/shared/contract';
import type { NewsItem } from '@group/shared/contract';

/**
 * One news item by its slug. Undefined when nothing came back (a 404 answers with a toast from the
 * client) and for an item that is not published (SPEC §5: status true only).
 */
export async function getNewsItem(slug: string, signal?: AbortSignal): Promise<NewsItem | undefined> {
  const item = await getData(endpoints.newsItem(slug), newsItemSchema, { signal });
  return item?.status ? item : undefined;
}
