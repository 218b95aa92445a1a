import type { ReactNode } from 'react';
import { SafeHtml, Skeleton } from '@group/shared/ui';
import styles from './section-frame.module.css';

export type SectionFrameProps = {
  id: string;
  /** Markup from the backend; undefined while it loads (a placeholder line is shown). */
  heading: string | undefined;
  headingLoading?: boolean;
  /** Optional markup under the heading. */
  intro?: string;
  tone?: 'paper' | 'surface';
  children: ReactNode;
};

/** A titled band of the Our Company page. */
export function SectionFrame({ id, heading, headingLoading = false, intro, tone = 'paper', children }: SectionFrameProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={heading ? headingId : undefined}>
      <div className={styles.inner}>
        {heading ? <SafeHtml as="h2" id={headingId} className={styles.heading} html={heading} /> : null}
        {!heading && headingLoading ? <Skeleton shape="text" width="40%" height="2rem" /> : null}
        {intro ? <SafeHtml className={styles.intro} html={intro} /> : null}
        {children}
      </div>
    </section>
  );
}
