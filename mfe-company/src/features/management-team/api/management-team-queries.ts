import { defineEndpointQuery } from '@group/shared/data';
import { endpoints, managementContentSchema, managementMemberSchema } from '@group/shared/contract';
import { pageMetaQuery, sectionBannersQuery } from '@group/shared/ui';

// Each resolves to undefined when the call failed: the client has already told the visitor.

export const managementTeamMetaQuery = pageMetaQuery('company', 'management_team');

/** The heading and description above the team. */
export const managementContentQuery = defineEndpointQuery('company', endpoints.managementContent, (path, { api, signal }) =>
  api.getFirst(path, managementContentSchema, { signal }),
);

/** The people; undefined tells the page to offer a retry. */
export const managementMembersQuery = defineEndpointQuery('company', endpoints.managementTeam, (path, { api, signal }) =>
  api.getList(path, managementMemberSchema, { signal }),
);

/** Everything the page's first render reads. */
export const managementTeamQueries = () => [
  sectionBannersQuery('company'),
  managementTeamMetaQuery,
  managementContentQuery,
  managementMembersQuery,
];
