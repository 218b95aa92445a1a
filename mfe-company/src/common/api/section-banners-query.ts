import { defineEndpointQuery } from '@group/shared/data';
import { getList } from '@group/shared/api';
import { endpoints, sectionBannerSchema } from '@group/shared/contract';
import type { SectionBanner } from '@group/shared/contract';

/**
 * Every page's banner, from /section-banners; undefined on failure (the client has told the
 * visitor). One list for all sections, so one key: each page picks its own entry from it.
 */
export const sectionBannersQuery = defineEndpointQuery('company', endpoints.sectionBanners, (path, signal) =>
  getList(path, sectionBannerSchema, { signal }),
);

/** A page's entry, e.g. `our-company`; undefined when missing or when the list failed. */
export const findSectionBanner = (banners: readonly SectionBanner[] | undefined, section: string): SectionBanner | undefined =>
  banners?.find((banner) => banner.section === section);
