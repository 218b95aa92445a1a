import { defineEndpointQuery } from '@group/shared/data';
import { endpoints } from '@group/shared/records';
import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';

/**
 * Everything the Gallery's first render reads: SPEC §7's three lists, fetched together, and the
 * meta. Each resolves to undefined when the call failed: the client has already told the visitor.
 */
export const galleryQueries = {
  images: defineEndpointQuery('company', endpoints.gallery, (path, { api, signal }) =>
    api.getList(path, 'galleryImage', { signal }),
  ),
  categories: defineEndpointQuery('company', endpoints.galleryCategories, (path, { api, signal }) =>
    api.getList(path, 'galleryCategory', { signal }),
  ),
  banners: sectionBannersQuery('company'),
  meta: pageMetaQuery('company', 'gallery'),
};
