import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './site-footer.module.css';

export type FooterSectionProps = {
  title: string;
  className?: string;
  children: ReactNode;
};

/** A titled footer column, as shown from 768 px. */
export function FooterSection({ title, className, children }: FooterSectionProps) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
