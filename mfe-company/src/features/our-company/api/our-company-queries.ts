import { defineEndpointQuery } from '@group/shared/data';
import {
  achievementSchema,
  endpoints,
  leadershipMemberSchema,
  ourCompanyContentSchema,
  sectionOneItemSchema,
} from '@group/shared/contract';
import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';

// Each resolves to undefined when the call failed: the client has already told the visitor.

export const ourCompanyMetaQuery = pageMetaQuery('company', 'our_company');

/** Main heading and description, section headings and the mission/vision/philosophy cards. */
export const ourCompanyContentQuery = defineEndpointQuery('company', endpoints.ourCompanyContent, (path, { api, signal }) =>
  api.getFirst(path, ourCompanyContentSchema, { signal }),
);

export const sectionOneQuery = defineEndpointQuery('company', endpoints.sectionOne, (path, { api, signal }) =>
  api.getList(path, sectionOneItemSchema, { signal }),
);

export const achievementsQuery = defineEndpointQuery('company', endpoints.achievements, (path, { api, signal }) =>
  api.getList(path, achievementSchema, { signal }),
);

export const leadershipQuery = defineEndpointQuery('company', endpoints.leadership, (path, { api, signal }) =>
  api.getList(path, leadershipMemberSchema, { signal }),
);

/** Everything the page's first render reads. */
export const ourCompanyQueries = () => [
  sectionBannersQuery('company'),
  ourCompanyMetaQuery,
  ourCompanyContentQuery,
  sectionOneQuery,
  achievementsQuery,
  leadershipQuery,
];
