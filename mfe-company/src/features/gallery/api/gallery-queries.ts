import { defineEndpointQuery } from '@group/shared/data';
import { getList } from '@group/shared/api';
import { endpoints, galleryCategorySchema, galleryImageSchema } from '@group/shared/contract';
import { pageMetaQuery } from '../../../common/api/page-meta-query';
import { sectionBannersQuery } from '../../../common/api/section-banners-query';

// Each resolves to undefined when the call failed: the client has already told the visitor.

export const galleryMetaQuery = pageMetaQuery('gallery');

export const galleryImagesQuery = defineEndpointQuery('company', endpoints.gallery, (path, signal) =>
  getList(path, galleryImageSchema, { signal }),
);

export const galleryCategoriesQuery = defineEndpointQuery('company', endpoints.galleryCategories, (path, signal) =>
  getList(path, galleryCategorySchema, { signal }),
);

/** Everything the page's first render reads: SPEC §7's three lists, fetched together, and the meta. */
export const galleryQueries = () => [galleryImagesQuery, galleryCategoriesQuery, sectionBannersQuery, galleryMetaQuery];
