import { getList } from '@group/shared/api';
import { endpoints, sectionBannerSchema } from '@group/shared/contract';
import type { SectionBanner } from '@group/shared/contract';

/** A page's entry of /section-banners, e.g. `our-company`; undefined when missing or on failure. */
export async function getSectionBanner(section: string, signal?: AbortSignal): Promise<SectionBanner | undefined> {
  const banners = await getList(endpoints.sectionBanners, sectionBannerSchema, { signal });
  return banners?.find((banner) => banner.section === section);
}
