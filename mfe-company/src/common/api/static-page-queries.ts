import { sectionBannersQuery } from './section-banners-query';

/** What a StaticPage reads: its banner only (its text ships with the site). */
export const staticPageQueries = () => [sectionBannersQuery];
