import type { Swiper as SwiperInstance } from 'swiper/types';

/**
 * A continuous strip (autoplay delay 0) is always on its way to the next slide: stopping
 * autoplay alone lets that last move run on, up to a whole `speed` (6 s on the home page).
 * This stops the strip where it is shown; autoplay can start again from there.
 */
export function holdInPlace(swiper: SwiperInstance): void {
  const { autoplay } = swiper.params;
  const continuous = typeof autoplay === 'object' && autoplay.delay === 0;
  if (!continuous || swiper.destroyed || typeof DOMMatrix === 'undefined') return;
  const shown = new DOMMatrix(getComputedStyle(swiper.wrapperEl).transform).m41;
  if (shown === swiper.translate) return;
  swiper.setTransition(0);
  swiper.setTranslate(shown);
  // Swiper waits for the end of a move before the next: this one has ended here.
  swiper.transitionEnd(false);
}
