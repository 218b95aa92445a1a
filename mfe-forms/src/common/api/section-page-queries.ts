import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';
import type { PageMetaKey } from '@group/shared/contract';

/** Where a page of this remote finds its banner (its `section` in /section-banners) and its page meta. */
export type SectionPageSource = { section: string; metaKey: PageMetaKey };

/** What the page's frame (head and banner) reads; every page of this remote reads the same banner list. */
export const sectionPageQueries = ({ metaKey }: SectionPageSource) => [sectionBannersQuery('forms'), pageMetaQuery('forms', metaKey)] as const;
