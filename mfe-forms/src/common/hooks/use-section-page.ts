import type { PageMeta, SectionBanner } from '@group/shared/contract';
import { useQuery } from '@group/shared/data';
import { findSectionBanner } from '@group/shared/ui';
import type { SectionPageQueries } from '../api/section-page-queries';

/** The page's banner and meta; either is missing when its call failed or the backend has none. */
export type SectionPageData = { banner?: SectionBanner; meta?: PageMeta };

export type SectionPageState = { loading: boolean; page: SectionPageData };

/**
 * The banner and page meta of a page of this remote (`section`: its entry in /section-banners),
 * loading until both calls have settled.
 */
export function useSectionPage(queries: SectionPageQueries, section: string): SectionPageState {
  const banners = useQuery(queries.banners);
  const meta = useQuery(queries.meta);
  return {
    loading: banners.status === 'loading' || meta.status === 'loading',
    page: { banner: findSectionBanner(banners.data, section), meta: meta.data },
  };
}
