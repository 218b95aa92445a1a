import { getData, getList } from '@group/shared/api';
import { endpoints, pageMetaSchema, sectionBannerSchema } from '@group/shared/contract';
import type { PageMeta, PageMetaKey, SectionBanner } from '@group/shared/contract';

export type SectionPageData = { banner?: SectionBanner; meta?: PageMeta };

/** The page's banner (its entry of /section-banners) and, when it has a key, its page meta. */
export async function loadSectionPage(section: string, metaKey: PageMetaKey | undefined, signal: AbortSignal): Promise<SectionPageData> {
  const [banners, meta] = await Promise.all([
    getList(endpoints.sectionBanners, sectionBannerSchema, { signal }),
    metaKey ? getData(endpoints.pageMeta(metaKey), pageMetaSchema, { signal }) : Promise.resolve(undefined),
  ]);
  return { banner: banners?.find((banner) => banner.section === section), meta };
}
