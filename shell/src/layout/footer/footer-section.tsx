import type { ReactNode } from 'react';
import { useId } from 'react';
import { ChevronIcon } from '../header/chevron-icon';
import styles from './site-footer.module.css';

export type FooterSectionProps = {
  title: string;
  /** Below 768 px the section becomes one panel of an accordion. */
  collapsible: boolean;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
};

/** A titled footer column; on narrow screens its title is a button that shows or hides the content. */
export function FooterSection({ title, collapsible, open, onToggle, children }: FooterSectionProps) {
  const headingId = useId();
  const regionId = useId();

  if (!collapsible) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {children}
      </section>
    );
  }

  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>
        <button
          id={headingId}
          type="button"
          className={styles.accordionToggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={onToggle}
        >
          {title}
          <ChevronIcon className={styles.chevron} />
        </button>
      </h2>
      <div id={regionId} role="region" aria-labelledby={headingId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
