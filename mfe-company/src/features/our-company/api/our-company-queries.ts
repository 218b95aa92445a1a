import { defineEndpointQuery } from '@group/shared/data';
import { endpoints } from '@group/shared/records';
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
    api.getFirst(path, 'ourCompanyContent', { signal }),
  ),
  sectionOne: defineEndpointQuery('company', endpoints.sectionOne, (path, { api, signal }) =>
    api.getList(path, 'sectionOneItem', { signal }),
  ),
  achievements: defineEndpointQuery('company', endpoints.achievements, (path, { api, signal }) =>
    api.getList(path, 'achievement', { signal }),
  ),
  leadership: defineEndpointQuery('company', endpoints.leadership, (path, { api, signal }) =>
    api.getList(path, 'leadershipMember', { signal }),
  ),
};
