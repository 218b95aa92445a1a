import { useMemo, useState } from 'react';
import type { Key, ReactNode } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/swiper.css';
import { CarouselArrows } from './carousel-arrows';
import styles from './carousel.module.css';
import { fillForLoop } from './fill-for-loop';
import { useAutoplayControl } from './use-autoplay-control';

/** SPEC §9: the generic carousel's defaults. */
export const CAROUSEL_DEFAULT_SPEED = 300;
export const CAROUSEL_DEFAULT_DELAY = 3000;

export type CarouselLayout = { slidesPerView?: number | 'auto'; spaceBetween?: number };

export type CarouselProps<T> = {
  items: readonly T[];
  renderSlide: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** Accessible name of the carousel, e.g. "Achievements". */
  label: string;
  slidesPerView?: number | 'auto';
  spaceBetween?: number;
  /** Keyed by minimum viewport width in px, e.g. `{ 768: { slidesPerView: 2 }, 992: { slidesPerView: 3 } }`. */
  breakpoints?: Record<number, CarouselLayout>;
  loop?: boolean;
  autoplay?: boolean;
  /** Milliseconds between slides. */
  autoplayDelay?: number;
  /** Transition time in ms; in continuous mode the time one slide takes to pass. */
  speed?: number;
  arrows?: boolean;
  /** Called with the index (in `items`) of the slide now first. */
  onSlideChange?: (index: number) => void;
  /** A strip that scrolls without stopping (delay 0, linear), with a pause/play button. */
  continuous?: boolean;
  className?: string;
  slideClassName?: string;
};

const indexKey = (_item: unknown, index: number): Key => index;

const widest = (base: number | 'auto', breakpoints: Record<number, CarouselLayout> = {}) =>
  Math.max(
    ...[base, ...Object.values(breakpoints).map((layout) => layout.slidesPerView ?? 1)].map((value) =>
      typeof value === 'number' ? Math.ceil(value) : 1,
    ),
  );

/**
 * Swiper with SPEC's behaviour: slide change, loop, autoplay that stops while the tab is hidden
 * and does not start under prefers-reduced-motion, and a continuous mode for scrolling strips.
 */
export function Carousel<T>({
  items,
  renderSlide,
  getKey = indexKey,
  label,
  slidesPerView = 1,
  spaceBetween = 0,
  breakpoints,
  loop = false,
  autoplay = false,
  autoplayDelay = CAROUSEL_DEFAULT_DELAY,
  speed = CAROUSEL_DEFAULT_SPEED,
  arrows = false,
  onSlideChange,
  continuous = false,
  className,
  slideClassName,
}: CarouselProps<T>) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const looping = loop || continuous;
  const control = useAutoplayControl(swiper, (autoplay || continuous) && items.length > 1);
  const delay = continuous ? 0 : autoplayDelay;
  // Started and stopped by useAutoplayControl only; Swiper's own switch stays off.
  const autoplayParams = useMemo(() => ({ enabled: false, delay, disableOnInteraction: false }), [delay]);
  const slides = useMemo(
    () => fillForLoop(items, looping ? widest(slidesPerView, breakpoints) * 2 + 1 : 0, getKey),
    [items, looping, slidesPerView, breakpoints, getKey],
  );

  const classes = [styles.carousel, continuous ? styles.continuous : '', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Autoplay]}
        onSwiper={setSwiper}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        loop={looping}
        speed={speed}
        autoplay={autoplayParams}
        allowTouchMove={!continuous}
        onSlideChange={(instance) => onSlideChange?.(items.length ? instance.realIndex % items.length : 0)}
      >
        {slides.map(({ item, index, key, copy }) => (
          <SwiperSlide
            key={key}
            className={slideClassName}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            // A scrolling strip's repeats would be read twice; a slider's copies are real stops.
            aria-hidden={(continuous && copy) || undefined}
          >
            {renderSlide(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
      {arrows && items.length > 1 ? <CarouselArrows swiper={swiper} /> : null}
      {continuous ? (
        <button
          type="button"
          className={styles.playPause}
          aria-pressed={control.paused}
          aria-label={control.paused ? `Play ${label}` : `Pause ${label}`}
          onClick={control.toggle}
        >
          <span aria-hidden="true">{control.paused ? '►' : '❚❚'}</span>
        </button>
      ) : null}
    </div>
  );
}
