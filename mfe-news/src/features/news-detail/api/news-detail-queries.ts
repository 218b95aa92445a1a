import { defineEndpointQuery } from '@group/shared/data';
import { endpoints, newsItemSchema } from '@group/shared/contract';
import { sectionBannersQuery } from '@group/shared/ui';

/** Everything a news item's first render reads, by its slug. */
export const newsDetailQueries = (slug: string) => ({
  /**
   * The news item. Undefined when nothing came back (a 404 answers with a toast from the client)
   * and for an item that is not published (SPEC §5: status true only).
   */
  item: defineEndpointQuery('news', endpoints.newsItem(slug), async (path, { api, signal }) => {
    const item = await api.getData(path, newsItemSchema, { signal });
    return item?.status ? item : undefined;
  }),
  banners: sectionBannersQuery('news'),
});
