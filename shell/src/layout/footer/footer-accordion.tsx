import { useId } from 'react';
import { ChevronIcon } from '../header/chevron-icon';
import type { FooterLink } from './footer-links';
import { FooterLinkList } from './footer-link-list';
import styles from './site-footer.module.css';

export type FooterLinkGroup = {
  title: string;
  links: readonly FooterLink[];
  /** Open when the page arrives. */
  openFirst?: boolean;
};

export type FooterAccordionProps = {
  groups: readonly FooterLinkGroup[];
  className?: string;
};

/**
 * The footer's link columns folded into an accordion, as shown below 768 px. Native disclosures
 * sharing one name, so they open and close before any script, one at a time. Their open state
 * is the browser's alone (a visitor may have changed it before hydration, hence no warning).
 */
export function FooterAccordion({ groups, className }: FooterAccordionProps) {
  const name = useId();
  return (
    <div className={className}>
      {groups.map(({ title, links, openFirst }) => (
        <details key={title} name={name} open={openFirst} className={styles.fold} suppressHydrationWarning>
          <summary className={styles.foldToggle}>
            <h2 className={styles.heading}>{title}</h2>
            <ChevronIcon className={styles.chevron} />
          </summary>
          <FooterLinkList links={links} />
        </details>
      ))}
    </div>
  );
}
