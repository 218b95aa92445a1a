import { useId } from 'react';
import type { KnownSection } from '../api/known-sections';
import { LogoGrid } from './logo-grid';
import { RegularCardGrid } from './regular-card-grid';
import { SectionIntro } from './section-intro';
import frame from './section-frame.module.css';

export type VerticalCardsSectionProps = { section: KnownSection };

/**
 * layout_type "title_desc_image_vertical": image_type "regular" shows two-column cards; any
 * other value (or none) shows a grid of logos.
 */
export function VerticalCardsSection({ section }: VerticalCardsSectionProps) {
  const headingId = useId();
  const boxes = section.box_sections ?? [];
  const regular = section.image_type === 'regular';
  return (
    <section
      className={frame.frame}
      aria-labelledby={section.section_title ? headingId : undefined}
      data-layout="title_desc_image_vertical"
    >
      <div className={frame.inner}>
        <SectionIntro title={section.section_title} description={section.section_description} headingId={headingId} />
        {regular ? <RegularCardGrid boxes={boxes} /> : <LogoGrid boxes={boxes} />}
      </div>
    </section>
  );
}
