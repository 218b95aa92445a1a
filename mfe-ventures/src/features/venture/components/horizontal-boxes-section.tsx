import { useId } from 'react';
import type { KnownSection } from '../api/known-sections';
import { BoxRow } from './box-row';
import { SectionIntro } from './section-intro';
import frame from './section-frame.module.css';
import styles from './horizontal-boxes-section.module.css';

export type HorizontalBoxesSectionProps = { section: KnownSection };

/** layout_type "title_desc_image_horizontal": rows of image and text whose sides alternate. */
export function HorizontalBoxesSection({ section }: HorizontalBoxesSectionProps) {
  const headingId = useId();
  const boxes = section.box_sections ?? [];
  return (
    <section
      className={frame.frame}
      aria-labelledby={section.section_title ? headingId : undefined}
      data-layout="title_desc_image_horizontal"
    >
      <div className={frame.inner}>
        <SectionIntro title={section.section_title} description={section.section_description} headingId={headingId} />
        <ul className={styles.rows}>
          {boxes.map((box, index) => (
            <li key={index}>
              <BoxRow box={box} imageSide={index % 2 === 0 ? 'start' : 'end'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
