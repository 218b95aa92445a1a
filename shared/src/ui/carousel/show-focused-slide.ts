import type { Swiper as SwiperInstance } from 'swiper/types';

/** The slide of `swiper` that holds `target`, if any. */
export function slideHolding(swiper: SwiperInstance, target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const slide = target.closest('.swiper-slide');
  return swiper.slides.find((candidate) => candidate === slide);
}

/**
 * Keyboard focus reached something in a slide (Tab onto a slide's link): that slide is brought
 * into view at once. Otherwise the browser scrolls Swiper's clipped box itself to show the
 * element, leaving the track between two slides, and Swiper does not know.
 */
export function showFocusedSlide(swiper: SwiperInstance, target: EventTarget | null): void {
  const slide = slideHolding(swiper, target);
  if (!slide || swiper.destroyed) return;
  const position = swiper.slides.indexOf(slide);
  const inView = position >= swiper.activeIndex && position < swiper.activeIndex + Math.ceil(swiper.slidesPerViewDynamic());
  if (!inView) {
    if (swiper.params.loop) swiper.slideToLoop(Number(slide.dataset.swiperSlideIndex ?? 0), 0);
    else swiper.slideTo(position, 0);
  }
  // The browser scrolls the box after the focus event: undone then too.
  swiper.el.scrollLeft = 0;
  requestAnimationFrame(() => {
    if (!swiper.destroyed) swiper.el.scrollLeft = 0;
  });
}
