import { sectionBannersQuery } from '../api/section-banners-query';

/** What a StaticPage reads: its banner only (its text ships with the site). */
export const staticPageQueries = () => [sectionBannersQuery];
