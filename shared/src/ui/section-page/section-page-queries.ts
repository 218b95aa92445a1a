import type { RemoteName } from '../../config';
import type { PageMetaKey, SectionBanner } from '../../contract';
import { endpoints } from '../../records';
import { defineEndpointQuery } from '../../data';

/**
 * Every page's banner, from /section-banners; undefined on failure (the client has told the
 * visitor). One list for all sections: each page of a remote picks its own entry from it.
 */
export const sectionBannersQuery = (remote: RemoteName) =>
  defineEndpointQuery(remote, endpoints.sectionBanners, (path, { api, signal }) => api.getList(path, 'sectionBanner', { signal }));

/** A page's /page-meta/{key} answer; undefined on failure or when the backend has none. */
export const pageMetaQuery = (remote: RemoteName, key: PageMetaKey) =>
  defineEndpointQuery(remote, endpoints.pageMeta(key), (path, { api, signal }) => api.getData(path, 'pageMeta', { signal }));

/** A page's entry, e.g. `our-company`; undefined when missing or when the list failed. */
export const findSectionBanner = (banners: readonly SectionBanner[] | undefined, section: string): SectionBanner | undefined =>
  banners?.find((banner) => banner.section === section);
