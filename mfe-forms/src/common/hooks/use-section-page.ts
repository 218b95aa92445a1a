import type { PageMeta, SectionBanner } from '@group/shared/contract';
import { useQuery } from '@group/shared/data';
import { findSectionBanner } from '@group/shared/ui';
import { sectionPageQueries } from '../api/section-page-queries';
import type { SectionPageSource } from '../api/section-page-queries';

/** The page's banner and meta; either is missing when its call failed or the backend has none. */
export type SectionPageData = { banner?: SectionBanner; meta?: PageMeta };

export type SectionPageState = { loading: boolean; page: SectionPageData };

/** The banner and page meta of a page of this remote, loading until both calls have settled. */
export function useSectionPage(source: SectionPageSource): SectionPageState {
  const [bannersQuery, metaQuery] = sectionPageQueries(source);
  const banners = useQuery(bannersQuery);
  const meta = useQuery(metaQuery);
  return {
    loading: banners.status === 'loading' || meta.status === 'loading',
    page: { banner: findSectionBanner(banners.data, source.section), meta: meta.data },
  };
}
