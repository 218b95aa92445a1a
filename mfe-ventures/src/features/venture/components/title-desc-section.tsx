import { useId } from 'react';
import { SafeHtml } from '@group/shared/ui';
import type { KnownSection } from '../api/known-sections';
import frame from './section-frame.module.css';
import styles from './title-desc-section.module.css';

export type TitleDescSectionProps = { section: KnownSection };

/** layout_type "title_desc": a heading, its description and optional additional markup. */
export function TitleDescSection({ section }: TitleDescSectionProps) {
  const headingId = useId();
  const { section_title: title, section_description: description, additional_content: additional } = section;
  return (
    <section className={frame.frame} aria-labelledby={title ? headingId : undefined} data-layout="title_desc">
      <div className={`${frame.inner} ${styles.grid}`}>
        {title ? <SafeHtml as="h2" id={headingId} className={styles.title} html={title} /> : null}
        <div className={styles.body}>
          {description ? <SafeHtml className={styles.description} html={description} /> : null}
          {additional ? <SafeHtml className={styles.additional} html={additional} /> : null}
        </div>
      </div>
    </section>
  );
}
