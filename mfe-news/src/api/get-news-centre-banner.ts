import { getList } from '@group/shared/api';
import { endpoints, sectionBannerSchema } from '@group/shared/contract';
import type { SectionBanner } from '@group/shared/contract';

/** The `section` of the news centre's entry in /section-banners (SPEC §3). */
export const NEWS_CENTRE_SECTION = 'news-centre';

/** The news centre banner; undefined when the call failed or there is no such entry. */
export async function getNewsCentreBanner(signal?: AbortSignal): Promise<SectionBanner | undefined> {
  const banners = await getList(endpoints.sectionBanners, sectionBannerSchema, { signal });
  return banners?.find((banner) => banner.section === NEWS_CENTRE_SECTION);
}
