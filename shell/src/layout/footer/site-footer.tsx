import { useMemo } from 'react';
import { useSiteStore } from '@group/shared/runtime';
import { SiteLogo } from '../header/site-logo';
import { FooterAccordion } from './footer-accordion';
import type { FooterLinkGroup } from './footer-accordion';
import { FooterBottom } from './footer-bottom';
import { FooterContact } from './footer-contact';
import { FooterLinkList } from './footer-link-list';
import { quickLinks, ventureLinks } from './footer-links';
import { FooterSection } from './footer-section';
import { ScrollToTopLink } from './scroll-to-top-link';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

/**
 * SPEC §2 and §9: below 768 px the link columns are an accordion, business ventures open first.
 * Both forms are in the server's HTML and CSS shows the one that fits the width, so a phone gets
 * the accordion from the first paint and nothing moves when the page hydrates.
 */
export function SiteFooter() {
  const globals = useSiteStore((state) => state.globals);
  const ventureCategories = useSiteStore((state) => state.ventureCategories);
  const groups = useMemo<FooterLinkGroup[]>(
    () => [
      { title: 'BUSINESS VENTURES', links: ventureLinks(ventureCategories), openFirst: true },
      { title: 'QUICK LINKS', links: quickLinks },
    ],
    [ventureCategories],
  );

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <SiteLogo className={styles.logo} />
          <ScrollToTopLink />
        </div>
        <div className={styles.columns}>
          <FooterAccordion groups={groups} className={styles.narrowLayout} />
          {groups.map(({ title, links }) => (
            <FooterSection key={title} title={title} className={styles.wideLayout}>
              <FooterLinkList links={links} />
            </FooterSection>
          ))}
          <div className={styles.contact}>
            <FooterContact globals={globals} />
            <SocialLinks links={globals?.social_media_links ?? []} />
          </div>
        </div>
        <FooterBottom />
      </div>
    </footer>
  );
}
