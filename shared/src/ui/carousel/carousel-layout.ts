/** How many slides show side by side, and the gap between them, at one viewport width. */
export type CarouselLayout = { slidesPerView?: number | 'auto'; spaceBetween?: number };

/** The largest number of slides any layout shows at once (the loop needs twice that, plus one). */
export const widestLayout = (base: number | 'auto', breakpoints: Record<number, CarouselLayout> = {}) =>
  Math.max(
    ...[base, ...Object.values(breakpoints).map((layout) => layout.slidesPerView ?? 1)].map((value) =>
      typeof value === 'number' ? Math.ceil(value) : 1,
    ),
  );
