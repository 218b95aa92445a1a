import { defineEndpointQuery } from '@group/shared/data';
import { endpoints } from '@group/shared/records';
import { sectionBannersQuery } from '@group/shared/ui';

/** Everything a news item's first render reads, by its slug. */
export const newsDetailQueries = (slug: string) => ({
  /**
   * The news item. Undefined when the API has no such item (its 404, without a toast) and for an
   * item that is not published (SPEC §5: status true only); fails (ApiUnavailableError) when it
   * could not be read, which is not the same: the item may well exist.
   */
  item: defineEndpointQuery('news', endpoints.newsItem(slug), async (path, { api, signal }) => {
    const item = await api.lookUp(path, 'newsItem', { signal });
    return item?.status ? item : undefined;
  }),
  banners: sectionBannersQuery('news'),
});
