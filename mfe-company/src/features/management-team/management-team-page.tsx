import { useApi } from '@group/shared/api';
import { paths } from '@group/shared/routes';
import { EmptyState, ErrorState, PageLoader } from '@group/shared/ui';
import { MetaPageHead } from '../../common/components/meta-page-head';
import { PageBanner } from '../../common/components/page-banner';
import { pageTitle } from '../../common/page-title';
import { loadManagementTeam } from './api/load-management-team';
import { ManagementGrid } from './components/management-grid';
import { ManagementIntro } from './components/management-intro';
import styles from './management-team-page.module.css';

export const MANAGEMENT_TEAM_LOAD_ERROR = 'We could not load the management team. Please try again.';
export const MANAGEMENT_TEAM_EMPTY = 'Profiles of our management team will be published here soon.';

/** The Management Team page (route: paths.managementTeam). */
export function ManagementTeamPage() {
  const { status, data, reload } = useApi(loadManagementTeam, []);
  return (
    <>
      <MetaPageHead
        metaKey="management_team"
        canonicalPath={paths.managementTeam}
        fallbackTitle={pageTitle('Management Team')}
        fallbackDescription="The people who run the companies of the group."
      />
      {status === 'loading' ? (
        <PageLoader label="Loading Management Team" />
      ) : (
        <>
          <PageBanner
            banner={data?.banner}
            heading="Management Team"
            breadcrumbs={{ label: 'About', current: 'Management Team' }}
          />
          <div className={styles.body}>
            {data?.content ? <ManagementIntro content={data.content} /> : null}
            {!data?.members ? (
              <ErrorState message={MANAGEMENT_TEAM_LOAD_ERROR} onRetry={reload} />
            ) : data.members.length === 0 ? (
              <EmptyState message={MANAGEMENT_TEAM_EMPTY} />
            ) : (
              <ManagementGrid members={data.members} />
            )}
          </div>
        </>
      )}
    </>
  );
}
