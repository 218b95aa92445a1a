import { sectionBannersQuery } from '@group/shared/ui';

/** What a StaticPage reads: its banner only (its text ships with the site). */
export const staticPageQueries = () => [sectionBannersQuery('company')];
