import type { CareersContent } from '@group/shared/contract';
import { SafeHtml } from '@group/shared/ui';
import styles from './careers-intro.module.css';

export type CareersIntroProps = { content: CareersContent };

/** The heading and description from /careers/content; both are markup. */
export function CareersIntro({ content }: CareersIntroProps) {
  return (
    <div className={styles.intro}>
      <SafeHtml as="h2" className={styles.title} html={content.title} />
      <SafeHtml className={styles.description} html={content.description} />
    </div>
  );
}
