import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { ORGANIZATION_LOGO_PATH, paths } from '@group/shared/routes';
import { useSiteRuntime, useSiteStore } from '@group/shared/runtime';
import { HydrationSection, JsonLd, organizationJsonLd } from '@group/shared/ui';
import { SiteHeader } from '../layout/header';
import { SiteFooter } from '../layout/footer';
import { orderedSocialLinks } from '../layout/footer/social-platforms';
import { NavigationProgress } from '../layout/navigation-progress';
import { SkipLink } from '../layout/skip-link';
import styles from './site-layout.module.css';

/** Where the skip link leads and where pages render. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * SPEC §1: every page scrolls to the top when it loads. The first page was loaded by the
 * browser, which put it at the top already; when the page takes over, the visitor may have
 * scrolled the server's markup, and is left where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export type FocusPageHeadingProps = {
  /** The id of the element the pages render in (the layout's main). */
  containerId: string;
};

/**
 * After a navigation inside the site (not on the first page), focus moves to the new page's
 * heading (its h1), so keyboard and screen-reader visitors start at the new content rather than
 * on the link they chose. The heading may come later than the route (the remote's code, then
 * its data, may replace a first one): it is awaited until the visitor presses a key or a pointer,
 * or navigates on. Focus the new page placed itself (a dialog it opened) stays where it is. The
 * heading gets tabindex="-1", so it can take focus without joining the Tab order.
 */
export function FocusPageHeading({ containerId }: FocusPageHeadingProps) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const container = document.getElementById(containerId);
    if (!container) return undefined;

    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      const current = document.activeElement;
      if (current && current === focused) return;
      if (current && current !== document.body && container.contains(current)) return;
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading || heading.closest('[inert]')) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // The new page was just put at its top (ScrollToTop): focusing must not scroll it.
      heading.focus({ preventScroll: true });
      focused = heading;
    };

    const observer = new MutationObserver(focusHeading);
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    observer.observe(container, { childList: true, subtree: true });
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    focusHeading();
    return stop;
  }, [pathname, containerId]);
  return null;
}

/**
 * The group as an Organization, on every page, from the global settings; without them (not
 * loaded, or failed) it still names the site. Its profiles are the ones the footer shows:
 * structured data states what the page shows. The logo is the file the shell's server publishes
 * for it (the header draws its own inline).
 */
export function OrganizationStructuredData() {
  const { config, urls } = useSiteRuntime();
  const globals = useSiteStore((state) => state.globals);
  const organization = organizationJsonLd({
    name: config.siteName,
    url: urls.siteUrl(paths.home),
    logo: urls.siteUrl(ORGANIZATION_LOGO_PATH),
    sameAs: orderedSocialLinks(globals?.social_media_links ?? []).map((link) => link.href),
    email: globals?.email,
    telephone: globals?.phone_number,
  });
  return <JsonLd data={organization} />;
}

/**
 * SPEC §2: every route is rendered inside the shared layout, header on top, footer beneath.
 * Before them, the skip link to the page's content (main takes focus without joining the Tab order),
 * and, while a navigation waits for the next page, the bar that says so.
 */
export function SiteLayout() {
  const navigating = useNavigation().state !== 'idle';
  return (
    <div className={styles.layout}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <ScrollToTop />
      <FocusPageHeading containerId={MAIN_CONTENT_ID} />
      {navigating ? <NavigationProgress /> : null}
      <HydrationSection>
        <SiteHeader />
      </HydrationSection>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1} aria-busy={navigating || undefined}>
        <Outlet />
      </main>
      <HydrationSection>
        <SiteFooter />
      </HydrationSection>
      <OrganizationStructuredData />
    </div>
  );
}
