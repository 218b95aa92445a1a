import { defineEndpointQuery } from '@group/shared/data';
import {
  achievementSchema,
  endpoints,
  leadershipMemberSchema,
  ourCompanyContentSchema,
  sectionOneItemSchema,
} from '@group/shared/contract';
import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';

/**
 * Everything the Our Company page's first render reads. Each resolves to undefined when the call
 * failed: the client has already told the visitor.
 */
export const ourCompanyQueries = {
  banners: sectionBannersQuery('company'),
  meta: pageMetaQuery('company', 'our_company'),
  /** Main heading and description, section headings and the mission/vision/philosophy cards. */
  content: defineEndpointQuery('company', endpoints.ourCompanyContent, (path, { api, signal }) =>
    api.getFirst(path, ourCompanyContentSchema, { signal }),
  ),
  sectionOne: defineEndpointQuery('company', endpoints.sectionOne, (path, { api, signal }) =>
    api.getList(path, sectionOneItemSchema, { signal }),
  ),
  achievements: defineEndpointQuery('company', endpoints.achievements, (path, { api, signal }) =>
    api.getList(path, achievementSchema, { signal }),
  ),
  leadership: defineEndpointQuery('company', endpoints.leadership, (path, { api, signal }) =>
    api.getList(path, leadershipMemberSchema, { signal }),
  ),
};
