/** How many slides show side by side, and the gap between them, at one viewport width. */
export type CarouselLayout = { slidesPerView?: number | 'auto'; spaceBetween?: number };

/**
 * The layout in force now: the base one, overridden by every breakpoint (a minimum viewport
 * width in px) the viewport has reached, as Swiper reads its `breakpoints`.
 */
export function currentLayout(base: Required<CarouselLayout>, breakpoints: Record<number, CarouselLayout> = {}) {
  const reached = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b)
    .filter((width) => typeof window !== 'undefined' && window.matchMedia?.(`(min-width: ${width}px)`).matches);
  return reached.reduce<Required<CarouselLayout>>((layout, width) => ({ ...layout, ...breakpoints[width] }), base);
}

/** The largest number of slides any layout shows at once (the loop needs twice that, plus one). */
export const widestLayout = (base: number | 'auto', breakpoints: Record<number, CarouselLayout> = {}) =>
  Math.max(
    ...[base, ...Object.values(breakpoints).map((layout) => layout.slidesPerView ?? 1)].map((value) =>
      typeof value === 'number' ? Math.ceil(value) : 1,
    ),
  );
