import type { ManagementContent } from '@group/shared/contract';
import { SafeHtml } from '@group/shared/ui';
import styles from './management-intro.module.css';

export type ManagementIntroProps = { content: ManagementContent };

/** The heading and description above the team. */
export function ManagementIntro({ content }: ManagementIntroProps) {
  return (
    <div className={styles.intro}>
      <SafeHtml as="h2" className={styles.heading} html={content.title} />
      <SafeHtml className={styles.description} html={content.description} />
    </div>
  );
}
