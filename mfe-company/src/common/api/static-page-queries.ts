import { sectionBannersQuery } from '@group/shared/ui';

/** What a StaticPage reads: its banner only (its text ships with the site). */
export const staticPageQueries = {
  /** The company pages' banners (GET /section-banners); the page picks its own entry. */
  banners: sectionBannersQuery('company'),
};
