import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@group/shared/routes';
import { useSiteStore } from '@group/shared/runtime';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { buildMainNav, contactUsEntry } from './nav-model';
import { NavEntryLink } from './nav-entry-link';
import { SiteLogo } from './site-logo';
import { useScrolledPast } from './use-scrolled-past';
import styles from './site-header.module.css';

/**
 * SPEC §9: the header changes style once the page has scrolled past this many pixels. CSS draws
 * it (site-header.module.css); the script only where the browser cannot.
 */
export const HEADER_SCROLL_THRESHOLD = 60;

/**
 * The site header. Both the desktop bar and the hamburger are rendered; CSS media queries show one
 * of them (switch at 1024 px), so the right one is visible from the first paint with no shift.
 */
export function SiteHeader() {
  const ventureCategories = useSiteStore((state) => state.ventureCategories);
  const entries = useMemo(() => buildMainNav(ventureCategories), [ventureCategories]);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);

  return (
    <header className={[styles.header, scrolled ? styles.scrolled : undefined].filter(Boolean).join(' ')}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Link to={paths.home} className={styles.logo}>
            <SiteLogo className={styles.logoImage} />
          </Link>
          <DesktopNav entries={entries} />
          <NavEntryLink entry={contactUsEntry} className={styles.contact} />
          <MobileMenu entries={entries} contactEntry={contactUsEntry} />
        </div>
      </div>
    </header>
  );
}
