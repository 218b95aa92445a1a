import { useApi } from '@group/shared/api';
import { paths } from '@group/shared/routes';
import { PageLoader } from '@group/shared/ui';
import { CareersForm } from '../careers-form/components/careers-form';
import { SectionFrame } from '../section-page/section-frame';
import { loadCareersPage } from './api/load-careers-page';
import { CareersIntro } from './components/careers-intro';
import styles from './careers-page.module.css';

/**
 * The Careers page (route: paths.careers). A loading screen until the content and the banner have
 * arrived. If the content could not be loaded (the client has shown its toast), the form is still
 * there: an application must never depend on the introduction.
 */
export function CareersPage() {
  const { status, data } = useApi(loadCareersPage, []);
  if (status === 'loading') return <PageLoader label="Loading Careers" />;
  return (
    <SectionFrame
      page={data?.page}
      canonicalPath={paths.careers}
      name="Careers"
      description="Build your career with the group. Apply online."
      breadcrumbs={{ label: 'Careers' }}
    >
      {data?.content ? <CareersIntro content={data.content} /> : null}
      <div className={styles.form}>
        <CareersForm />
      </div>
    </SectionFrame>
  );
}
