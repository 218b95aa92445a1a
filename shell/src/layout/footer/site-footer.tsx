import { useMemo, useState } from 'react';
import { useSiteStore } from '@group/shared/store';
import { SiteLogo } from '../header/site-logo';
import { useMediaQuery } from '@group/shared/ui';
import { FooterBottom } from './footer-bottom';
import { FooterContact } from './footer-contact';
import { FooterLinkList } from './footer-link-list';
import { quickLinks, ventureLinks } from './footer-links';
import { FooterSection } from './footer-section';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

/** SPEC §9: below 768 px the footer columns become an accordion. */
export const FOOTER_ACCORDION_QUERY = '(max-width: 767px)';

type SectionId = 'ventures' | 'quick-links';

export function SiteFooter() {
  const globals = useSiteStore((state) => state.globals);
  const ventureCategories = useSiteStore((state) => state.ventureCategories);
  const ventures = useMemo(() => ventureLinks(ventureCategories), [ventureCategories]);
  const isAccordion = useMediaQuery(FOOTER_ACCORDION_QUERY);
  // One panel open at a time; business ventures first.
  const [openSection, setOpenSection] = useState<SectionId | null>('ventures');
  const sectionProps = (id: SectionId) => ({
    collapsible: isAccordion,
    open: openSection === id,
    onToggle: () => setOpenSection((current) => (current === id ? null : id)),
  });

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <SiteLogo className={styles.logo} />
          <ScrollToTopButton />
        </div>
        <div className={styles.columns}>
          <FooterSection title="BUSINESS VENTURES" {...sectionProps('ventures')}>
            <FooterLinkList links={ventures} />
          </FooterSection>
          <FooterSection title="QUICK LINKS" {...sectionProps('quick-links')}>
            <FooterLinkList links={quickLinks} />
          </FooterSection>
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
