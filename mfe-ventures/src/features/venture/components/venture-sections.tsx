import type { KnownSection } from '../api/known-sections';
import { HorizontalBoxesSection } from './horizontal-boxes-section';
import { TitleDescSection } from './title-desc-section';
import { VerticalCardsSection } from './vertical-cards-section';

export type VentureSectionsProps = { sections: readonly KnownSection[] };

function VentureSection({ section }: { section: KnownSection }) {
  switch (section.layout_type) {
    case 'title_desc':
      return <TitleDescSection section={section} />;
    case 'title_desc_image_horizontal':
      return <HorizontalBoxesSection section={section} />;
    case 'title_desc_image_vertical':
      return <VerticalCardsSection section={section} />;
  }
}

/** The venture's sections in the backend's order; unknown layouts were dropped when it loaded. */
export function VentureSections({ sections }: VentureSectionsProps) {
  return (
    <div>
      {sections.map((section, index) => (
        // Sections have no id of their own, and their order only changes with a new load.
        <VentureSection key={index} section={section} />
      ))}
    </div>
  );
}
