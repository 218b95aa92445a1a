import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { CarouselBreakpoints, CarouselLayout } from './carousel-layout';
import type { LoopSlide } from './fill-for-loop';
import { slideAttributes } from './slide-attributes';

export type SwiperTrackProps<T> = {
  slides: readonly LoopSlide<T>[];
  count: number;
  renderSlide: (item: T, index: number) => ReactNode;
  slidesPerView: number | 'auto';
  spaceBetween: number;
  breakpoints?: CarouselBreakpoints;
  loop: boolean;
  speed: number;
  /** Milliseconds between slides; 0 for a strip that never stops. */
  delay: number;
  allowTouchMove: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange?: (index: number) => void;
  slideClassName?: string;
};

/**
 * The moving part of the Carousel: Swiper itself. It lives in its own chunk, loaded once a
 * carousel is on screen, so Swiper's code is not part of any page's first load.
 */
export function SwiperTrack<T>({
  slides,
  count,
  renderSlide,
  slidesPerView,
  spaceBetween,
  breakpoints,
  loop,
  speed,
  delay,
  allowTouchMove,
  onSwiper,
  onSlideChange,
  slideClassName,
}: SwiperTrackProps<T>) {
  // Started and stopped by useAutoplayControl only; Swiper's own switch stays off.
  const autoplay = useMemo(() => ({ enabled: false, delay, disableOnInteraction: false }), [delay]);
  return (
    <Swiper
      // Focus can be handed to it from the first view's row, which takes focus (not Tab's).
      tabIndex={-1}
      modules={[Autoplay]}
      onSwiper={onSwiper}
      slidesPerView={slidesPerView}
      spaceBetween={spaceBetween}
      breakpoints={breakpoints as Record<number, CarouselLayout> | undefined}
      loop={loop}
      speed={speed}
      autoplay={autoplay}
      allowTouchMove={allowTouchMove}
      onSlideChange={(instance) => onSlideChange?.(count ? instance.realIndex % count : 0)}
    >
      {slides.map(({ item, index, key, copy }) => (
        <SwiperSlide key={key} className={slideClassName} {...slideAttributes(index, count, copy)}>
          {renderSlide(item, index)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
