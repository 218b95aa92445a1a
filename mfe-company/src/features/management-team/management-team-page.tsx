import { useQuery } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { EmptyState, ErrorState, findSectionBanner, HydrationSection, PageBanner, PageLoader } from '@group/shared/ui';
import { MetaPageHead } from '../../common/components/meta-page-head';
import { managementTeamQueries } from './api/management-team-queries';
import { ManagementGrid } from './components/management-grid';
import { ManagementIntro } from './components/management-intro';
import styles from './management-team-page.module.css';

export const MANAGEMENT_TEAM_LOAD_ERROR = 'We could not load the management team. Please try again.';
export const MANAGEMENT_TEAM_EMPTY = 'Profiles of our management team will be published here soon.';

/**
 * The Management Team page (route: paths.managementTeam). Banner, intro and people load together
 * (managementTeamQueries): the page shows once all three have answered.
 */
export function ManagementTeamPage() {
  const banners = useQuery(managementTeamQueries.banners);
  const content = useQuery(managementTeamQueries.content);
  const members = useQuery(managementTeamQueries.members);
  const loading = [banners, content, members].some((query) => query.status === 'loading');
  return (
    <>
      <MetaPageHead
        query={managementTeamQueries.meta}
        canonicalPath={paths.managementTeam}
        name="Management Team"
        fallbackDescription="The people who run the companies of the group."
      />
      {loading ? (
        <PageLoader label="Loading Management Team" />
      ) : (
        <>
          <HydrationSection>
            <PageBanner
              banner={findSectionBanner(banners.data, 'management-team')}
              heading="Management Team"
              breadcrumbs={{ label: 'About', current: 'Management Team' }}
            />
          </HydrationSection>
          <div className={styles.body}>
            {content.data ? <ManagementIntro content={content.data} /> : null}
            {!members.data ? (
              // The retry asks for the people again; the banner and intro are already shown.
              <ErrorState message={MANAGEMENT_TEAM_LOAD_ERROR} onRetry={members.reload} />
            ) : members.data.length === 0 ? (
              <EmptyState message={MANAGEMENT_TEAM_EMPTY} />
            ) : (
              <HydrationSection>
                <ManagementGrid members={members.data} />
              </HydrationSection>
            )}
          </div>
        </>
      )}
    </>
  );
}
