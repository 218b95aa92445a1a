import type { Key } from 'react';

export type LoopSlide<T> = { item: T; index: number; key: Key; copy: boolean };

/**
 * Swiper's loop needs more slides than it shows at once; a short list (three counters shown
 * three at a time) is repeated until there are enough. Copies are marked so they can be hidden
 * from assistive technology.
 */
export function fillForLoop<T>(
  items: readonly T[],
  minimum: number,
  getKey: (item: T, index: number) => Key,
): LoopSlide<T>[] {
  const slides: LoopSlide<T>[] = items.map((item, index) => ({ item, index, key: getKey(item, index), copy: false }));
  if (items.length === 0) return slides;
  for (let round = 1; slides.length < minimum; round += 1) {
    items.forEach((item, index) => slides.push({ item, index, key: `${String(getKey(item, index))}~${round}`, copy: true }));
  }
  return slides;
}
