import type { VentureLink } from '@group/shared/store';

/**
 * Venture categories as the header and footer list them: only those whose status is true
 * (SPEC §5 display rules), by `order` ascending with unordered ones last, otherwise as received.
 */
export function visibleVentures<T extends VentureLink>(categories: readonly T[]): T[] {
  return categories
    .filter((category) => category.status !== false)
    .map((category, index) => ({ category, index }))
    .sort((a, b) => {
      const orderA = a.category.order ?? Number.POSITIVE_INFINITY;
      const orderB = b.category.order ?? Number.POSITIVE_INFINITY;
      return orderA === orderB ? a.index - b.index : orderA - orderB;
    })
    .map(({ category }) => category);
}
