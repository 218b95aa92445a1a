import { defineEndpointQuery } from '@group/shared/data';
import { endpoints, newsItemSchema } from '@group/shared/contract';
import { sectionBannersQuery } from '@group/shared/ui';

/**
 * One news item by its slug. Undefined when nothing came back (a 404 answers with a toast from the
 * client) and for an item that is not published (SPEC §5: status true only).
 */
export const newsItemQuery = (slug: string) =>
  defineEndpointQuery('news', endpoints.newsItem(slug), async (path, { api, signal }) => {
    const item = await api.getData(path, newsItemSchema, { signal });
    return item?.status ? item : undefined;
  });

/** Everything a news item's first render reads. */
export const newsDetailQueries = (slug: string) => [newsItemQuery(slug), sectionBannersQuery('news')] as const;
