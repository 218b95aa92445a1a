import type { CarouselBreakpoints } from '@group/shared/ui';

/** SPEC §9: the achievements slider moves every 5000 ms. */
export const ACHIEVEMENTS_AUTOPLAY_DELAY = 5000;

/** SPEC §2: 1 slide under 768 px, 2 from 768, 3 from 992 (keyed by minimum width). */
export const ACHIEVEMENTS_BREAKPOINTS: CarouselBreakpoints = {
  768: { slidesPerView: 2, spaceBetween: 24 },
  992: { slidesPerView: 3, spaceBetween: 24 },
};

/** Placeholders while the achievements load: the most the slider shows side by side. */
export const ACHIEVEMENTS_PLACEHOLDERS = 3;
