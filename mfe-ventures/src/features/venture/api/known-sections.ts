import { layoutTypes } from '@group/shared/records';
import type { LayoutType, VentureSection } from '@group/shared/records';

/** A section whose layout the page knows how to draw. */
export type KnownSection = VentureSection & { layout_type: LayoutType };

const isKnown = (section: VentureSection): section is KnownSection =>
  (layoutTypes as readonly string[]).includes(section.layout_type);

/**
 * Keeps the sections the page can draw. A section of another layout is skipped and logged, so a
 * new layout added in the backend before the site knows it never breaks the page.
 */
export function keepKnownSections(sections: readonly VentureSection[], slug: string): KnownSection[] {
  const known: KnownSection[] = [];
  sections.forEach((section, index) => {
    if (isKnown(section)) known.push(section);
    else console.warn(`[ventures] "${slug}": section ${index + 1} skipped, unknown layout_type "${section.layout_type}"`);
  });
  return known;
}
