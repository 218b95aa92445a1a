import { defineEndpointQuery } from '@group/shared/data';
import { endpoints, galleryCategorySchema, galleryImageSchema } from '@group/shared/contract';
import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';

// Each resolves to undefined when the call failed: the client has already told the visitor.

export const galleryMetaQuery = pageMetaQuery('company', 'gallery');

export const galleryImagesQuery = defineEndpointQuery('company', endpoints.gallery, (path, { api, signal }) =>
  api.getList(path, galleryImageSchema, { signal }),
);

export const galleryCategoriesQuery = defineEndpointQuery('company', endpoints.galleryCategories, (path, { api, signal }) =>
  api.getList(path, galleryCategorySchema, { signal }),
);

/** Everything the page's first render reads: SPEC §7's three lists, fetched together, and the meta. */
export const galleryQueries = () => [galleryImagesQuery, galleryCategoriesQuery, sectionBannersQuery('company'), galleryMetaQuery];
