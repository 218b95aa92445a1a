import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';
import type { PageMetaKey } from '@group/shared/contract';

/**
 * What a page's frame (head and banner) reads, by the page's key in /page-meta: every page of
 * this remote reads the same banner list and picks its own entry.
 */
export const sectionPageQueries = (metaKey: PageMetaKey) => ({
  banners: sectionBannersQuery('forms'),
  meta: pageMetaQuery('forms', metaKey),
});

export type SectionPageQueries = ReturnType<typeof sectionPageQueries>;
