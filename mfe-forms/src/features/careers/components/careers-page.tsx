import { useQuery } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { HydrationSection, PageLoader } from '@group/shared/ui';
import { CareersForm } from './careers-form';
import { SectionFrame } from '../../../common/components/section-frame';
import { useSectionPage } from '../../../common/hooks/use-section-page';
import { careersPageQueries } from '../api/careers-page-queries';
import { CareersIntro } from './careers-intro';
import styles from './careers-page.module.css';

/**
 * The Careers page (route: paths.careers). A loading screen until the content and the banner have
 * arrived. If the content could not be loaded (the client has shown its toast), the form is still
 * there: an application must never depend on the introduction.
 */
export function CareersPage() {
  const { loading, page } = useSectionPage(careersPageQueries, 'careers');
  const content = useQuery(careersPageQueries.content);
  if (loading || content.status === 'loading') return <PageLoader label="Loading Careers" />;
  return (
    <SectionFrame
      page={page}
      canonicalPath={paths.careers}
      name="Careers"
      description="Build your career with the group. Apply online."
      breadcrumbs={{ label: 'Careers' }}
    >
      {content.data ? (
        <HydrationSection>
          <CareersIntro content={content.data} />
        </HydrationSection>
      ) : null}
      <div className={styles.form}>
        <HydrationSection>
          <CareersForm />
        </HydrationSection>
      </div>
    </SectionFrame>
  );
}
