import { Outlet } from 'react-router-dom';
import { SiteHeader } from '../layout/header';
import { SiteFooter } from '../layout/footer';
import { SkipLink } from '../layout/skip-link';
import { FocusPageHeading } from './focus-page-heading';
import { OrganizationStructuredData } from './organization-structured-data';
import { ScrollToTop } from './scroll-to-top';
import styles from './site-layout.module.css';

/** Where the skip link leads and where pages render. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * SPEC §2: every route is rendered inside the shared layout, header on top, footer beneath.
 * Before them, the skip link to the page's content (main takes focus without joining the Tab order).
 */
export function SiteLayout() {
  return (
    <div className={styles.layout}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <ScrollToTop />
      <FocusPageHeading containerId={MAIN_CONTENT_ID} />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <OrganizationStructuredData />
    </div>
  );
}
