import { getFirst, getList } from '@group/shared/api';
import { endpoints, managementContentSchema, managementMemberSchema } from '@group/shared/contract';
import type { ManagementContent, ManagementMember, SectionBanner } from '@group/shared/contract';
import { getSectionBanner } from '../../../common/api/get-section-banner';

export type ManagementTeamData = {
  banner: SectionBanner | undefined;
  content: ManagementContent | undefined;
  /** Undefined when the list could not be loaded (the client has shown why). */
  members: ManagementMember[] | undefined;
};

/** Banner, intro and people, fetched together: the page shows once all three have answered. */
export async function loadManagementTeam(signal: AbortSignal): Promise<ManagementTeamData> {
  const [banner, content, members] = await Promise.all([
    getSectionBanner('management-team', signal),
    getFirst(endpoints.managementContent, managementContentSchema, { signal }),
    getList(endpoints.managementTeam, managementMemberSchema, { signal }),
  ]);
  return { banner, content, members };
}
