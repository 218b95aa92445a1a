import type { PageMeta, SectionBanner } from '@group/shared/contract';
import { useQuery } from '@group/shared/data';
import { pageMetaQuery, sectionBannersQuery } from '../api/section-page-queries';
import type { SectionPageSource } from '../api/section-page-queries';

/** The page's banner and meta; either is missing when its call failed or the backend has none. */
export type SectionPageData = { banner?: SectionBanner; meta?: PageMeta };

export type SectionPageState = { loading: boolean; page: SectionPageData };

/** The banner and page meta of a page of this remote, loading until both calls have settled. */
export function useSectionPage({ section, metaKey }: SectionPageSource): SectionPageState {
  const banners = useQuery(sectionBannersQuery);
  const meta = useQuery(pageMetaQuery(metaKey));
  return {
    loading: banners.status === 'loading' || meta.status === 'loading',
    page: { banner: banners.data?.find((banner) => banner.section === section), meta: meta.data },
  };
}
