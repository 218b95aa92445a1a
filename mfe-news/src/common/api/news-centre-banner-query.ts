import { defineEndpointQuery } from '@group/shared/data';
import { getList } from '@group/shared/api';
import { endpoints, sectionBannerSchema } from '@group/shared/contract';

/** The `section` of the news centre's entry in /section-banners (SPEC §3). */
const NEWS_CENTRE_SECTION = 'news-centre';

/**
 * The news centre banner, on the listing and on every news item; undefined when the call failed
 * or there is no such entry.
 */
export const newsCentreBannerQuery = defineEndpointQuery('news', endpoints.sectionBanners, async (path, signal) => {
  const banners = await getList(path, sectionBannerSchema, { signal });
  return banners?.find((banner) => banner.section === NEWS_CENTRE_SECTION);
});
