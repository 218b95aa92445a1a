import { defineEndpointQuery } from '@group/shared/data';
import { endpoints } from '@group/shared/records';
import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';

/**
 * Everything the Management Team page's first render reads. Each resolves to undefined when the
 * call failed: the client has already told the visitor.
 */
export const managementTeamQueries = {
  banners: sectionBannersQuery('company'),
  meta: pageMetaQuery('company', 'management_team'),
  /** The heading and description above the team. */
  content: defineEndpointQuery('company', endpoints.managementContent, (path, { api, signal }) =>
    api.getFirst(path, 'managementContent', { signal }),
  ),
  /** The people; undefined tells the page to offer a retry. */
  members: defineEndpointQuery('company', endpoints.managementTeam, (path, { api, signal }) =>
    api.getList(path, 'managementMember', { signal }),
  ),
};
