import type { CSSProperties } from 'react';

/** How many slides show side by side, and the gap between them, at one viewport width. */
export type CarouselLayout = { slidesPerView?: number | 'auto'; spaceBetween?: number };

/**
 * The viewport widths (px, minimum) a carousel's layout may change at. The first view is laid
 * out by CSS media queries on these widths (carousel.module.css), so the server's markup shows
 * the right number of slides at any width, before any script runs.
 */
export const CAROUSEL_BREAKPOINTS = [576, 768, 992, 1200] as const;
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];
export type CarouselBreakpoints = Partial<Record<CarouselBreakpoint, CarouselLayout>>;

/** The layout in force from `width` up: the base one, overridden by every breakpoint up to it, as Swiper reads them. */
function layoutFrom(width: number, base: Required<CarouselLayout>, breakpoints: CarouselBreakpoints): Required<CarouselLayout> {
  return CAROUSEL_BREAKPOINTS.filter((point) => point <= width).reduce<Required<CarouselLayout>>(
    (layout, point) => ({ ...layout, ...breakpoints[point] }),
    base,
  );
}

/** A slide's width and right margin in one layout: Swiper's own arithmetic. */
function slideSize({ slidesPerView, spaceBetween }: Required<CarouselLayout>) {
  const gap = `${spaceBetween}px`;
  if (slidesPerView === 'auto') return { width: 'auto', gap };
  const gaps = (Math.ceil(slidesPerView) - 1) * spaceBetween;
  return { width: `calc((100% - ${gaps}px) / ${slidesPerView})`, gap };
}

/**
 * The first view's layout at every breakpoint, as CSS custom properties for the track
 * (`--slide-width-768`, `--slide-gap-768`, …, and `-0` below the first breakpoint); the
 * stylesheet's media queries pick the one in force.
 */
export function trackLayoutStyle(base: Required<CarouselLayout>, breakpoints: CarouselBreakpoints = {}): CSSProperties {
  const style: Record<string, string> = {};
  for (const width of [0, ...CAROUSEL_BREAKPOINTS]) {
    const { width: slideWidth, gap } = slideSize(layoutFrom(width, base, breakpoints));
    style[`--slide-width-${width}`] = slideWidth;
    style[`--slide-gap-${width}`] = gap;
  }
  return style as CSSProperties;
}

/** The largest number of slides any layout shows at once (the loop needs twice that, plus one). */
export const widestLayout = (base: number | 'auto', breakpoints: CarouselBreakpoints = {}) =>
  Math.max(
    ...[base, ...Object.values(breakpoints).map((layout) => layout.slidesPerView ?? 1)].map((value) =>
      typeof value === 'number' ? Math.ceil(value) : 1,
    ),
  );
