import { SafeHtml } from '@group/shared/ui';
import styles from './section-intro.module.css';

export type SectionIntroProps = {
  /** Markup. */
  title?: string;
  /** Markup. */
  description?: string;
  headingId: string;
};

/** A box section's heading and description, above its boxes or cards. */
export function SectionIntro({ title, description, headingId }: SectionIntroProps) {
  if (!title && !description) return null;
  return (
    <div className={styles.intro}>
      {title ? <SafeHtml as="h2" id={headingId} className={styles.title} html={title} /> : null}
      {description ? <SafeHtml className={styles.description} html={description} /> : null}
    </div>
  );
}
