import { defineEndpointQuery } from '@group/shared/data';
import { getData, getList } from '@group/shared/api';
import { endpoints, pageMetaSchema, sectionBannerSchema } from '@group/shared/contract';
import type { PageMetaKey } from '@group/shared/contract';

/** Where a page of this remote finds its banner (its `section` in /section-banners) and its page meta. */
export type SectionPageSource = { section: string; metaKey: PageMetaKey };

/** Every banner; each page picks its own, so both pages read the same query. */
export const sectionBannersQuery = defineEndpointQuery('forms', endpoints.sectionBanners, (path, signal) =>
  getList(path, sectionBannerSchema, { signal }),
);

export const pageMetaQuery = (key: PageMetaKey) =>
  defineEndpointQuery('forms', endpoints.pageMeta(key), (path, signal) => getData(path, pageMetaSchema, { signal }));

/** What the page's frame (head and banner) reads. */
export const sectionPageQueries = ({ metaKey }: SectionPageSource) => [sectionBannersQuery, pageMetaQuery(metaKey)] as const;
