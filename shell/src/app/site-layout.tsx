import { Outlet } from 'react-router-dom';
import { SiteHeader } from '../layout/header';
import { SiteFooter } from '../layout/footer';
import { OrganizationStructuredData } from './organization-structured-data';
import { ScrollToTop } from './scroll-to-top';
import styles from './site-layout.module.css';

/** SPEC §2: every route is rendered inside the shared layout, header on top, footer beneath. */
export function SiteLayout() {
  return (
    <div className={styles.layout}>
      <ScrollToTop />
      <SiteHeader />
      <main id="main-content" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <OrganizationStructuredData />
    </div>
  );
}
