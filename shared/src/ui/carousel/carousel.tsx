import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, Key, ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Swiper's layout rules, loaded with the kit: the first view below uses them before Swiper runs.
import 'swiper/swiper.css';
import { CarouselArrows } from './carousel-arrows';
import { PlayPauseButton } from './play-pause-button';
import { widestLayout } from './carousel-layout';
import type { CarouselBreakpoints } from './carousel-layout';
import styles from './carousel.module.css';
import { fillForLoop } from './fill-for-loop';
import { restoreSlideFocus, slideFocusOf } from './keep-slide-focus';
import type { SlideFocus } from './keep-slide-focus';
import { showFocusedSlide, slideHolding } from './show-focused-slide';
import { StaticTrack } from './static-track';
import type { StaticTrackExit } from './static-track';
import { useAutoplayControl } from './use-autoplay-control';
import { useSwiperTrack } from './use-swiper-track';

/** SPEC §9: the generic carousel's defaults. */
export const CAROUSEL_DEFAULT_SPEED = 300;
export const CAROUSEL_DEFAULT_DELAY = 3000;

export type { CarouselBreakpoint, CarouselBreakpoints, CarouselLayout } from './carousel-layout';

export type CarouselProps<T> = {
  items: readonly T[];
  renderSlide: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** Accessible name of the carousel, e.g. "Achievements". */
  label: string;
  slidesPerView?: number | 'auto';
  spaceBetween?: number;
  /** Keyed by minimum viewport width in px, e.g. `{ 768: { slidesPerView: 2 }, 992: { slidesPerView: 3 } }`. */
  breakpoints?: CarouselBreakpoints;
  loop?: boolean;
  autoplay?: boolean;
  /** Milliseconds between slides. */
  autoplayDelay?: number;
  /** Transition time in ms; in continuous mode the time one slide takes to pass. */
  speed?: number;
  arrows?: boolean;
  /** Called with the index (in `items`) of the slide now first. */
  onSlideChange?: (index: number) => void;
  /** A strip that scrolls without stopping (delay 0, linear). */
  continuous?: boolean;
  /**
   * Keeps the carousel still while true (the page is under a modal dialog, say): it shows its
   * first view without fetching Swiper, and autoplay waits until it is released.
   */
  held?: boolean;
  className?: string;
  slideClassName?: string;
};

const indexKey = (_item: unknown, index: number): Key => index;

/**
 * Swiper with SPEC's behaviour: slide change, loop, autoplay that stops while the tab is hidden
 * and does not start under prefers-reduced-motion, and a continuous mode for scrolling strips.
 * Whatever moves on its own has a pause button (after the arrows, or in a strip's corner).
 * Until Swiper's code is in (see useSwiperTrack), every slide is in the page in Swiper's markup,
 * on a row the visitor can scroll (StaticTrack); Swiper takes over at the slide scrolled to.
 * Keyboard focus on something in a slide brings that slide into view and holds autoplay, so
 * the focused link does not slide away.
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
  held = false,
  className,
  slideClassName,
}: CarouselProps<T>) {
  const region = useRef<HTMLDivElement>(null);
  const { track, request } = useSwiperTrack(region, !held);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [focusInSlide, setFocusInSlide] = useState(false);
  // Focus in the first view's slides, handed over to Swiper's track when it replaces them.
  const staticFocus = useRef<SlideFocus | null>(null);
  // Where the visitor left the first view: Swiper starts there, with the focus there too.
  const staticExit = useRef<StaticTrackExit | null>(null);
  const looping = loop || continuous;
  // Slides that move on their own can be paused by the visitor.
  const moves = (autoplay || continuous) && items.length > 1;
  const withArrows = arrows && items.length > 1;
  const control = useAutoplayControl(swiper, moves && !held && !focusInSlide);
  const slides = useMemo(
    () => fillForLoop(items, looping ? widestLayout(slidesPerView, breakpoints) * 2 + 1 : 0, getKey),
    [items, looping, slidesPerView, breakpoints, getKey],
  );

  useLayoutEffect(() => {
    const focus = staticFocus.current;
    staticFocus.current = null;
    const element = region.current;
    if (!track || !element || element.contains(document.activeElement)) return;
    if (focus) restoreSlideFocus(element, focus);
    else if (staticExit.current?.focused) element.querySelector<HTMLElement>('.swiper')?.focus({ preventScroll: true });
  }, [track]);

  const onSwiperReady = (instance: SwiperInstance) => {
    const start = staticExit.current?.position ?? 0;
    if (start > 0) {
      if (instance.params.loop) instance.slideToLoop(start, 0, false);
      else instance.slideTo(start, 0, false);
    }
    setSwiper(instance);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Keyboard focus: the visitor is about to use it.
    if (!track) {
      staticFocus.current = slideFocusOf(event.target);
      request();
    }
    if (!swiper) return;
    showFocusedSlide(swiper, event.target);
    setFocusInSlide(slideHolding(swiper, event.target) !== undefined);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus that moved on (not an element taken away with the first view).
    if (!track && event.target.isConnected) staticFocus.current = null;
    if (!swiper || !slideHolding(swiper, event.relatedTarget)) setFocusInSlide(false);
  };

  const classes = [styles.carousel, continuous ? styles.continuous : '', className].filter(Boolean).join(' ');
  return (
    <div
      ref={region}
      className={classes}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // A pointer over it or a touch: the visitor is about to use it.
      onPointerEnter={track ? undefined : request}
      onPointerDown={track ? undefined : request}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {track ? (
        <track.SwiperTrack
          slides={slides}
          count={items.length}
          renderSlide={renderSlide}
          slidesPerView={slidesPerView}
          spaceBetween={spaceBetween}
          breakpoints={breakpoints}
          loop={looping}
          speed={speed}
          delay={continuous ? 0 : autoplayDelay}
          allowTouchMove={!continuous}
          onSwiper={onSwiperReady}
          onSlideChange={onSlideChange}
          slideClassName={slideClassName}
        />
      ) : (
        <StaticTrack
          items={items}
          getKey={getKey}
          renderSlide={renderSlide}
          slidesPerView={slidesPerView}
          spaceBetween={spaceBetween}
          breakpoints={breakpoints}
          slideClassName={slideClassName}
          exit={staticExit}
        />
      )}
      {withArrows ? (
        <CarouselArrows swiper={swiper}>{moves ? <PlayPauseButton label={label} control={control} inRow /> : null}</CarouselArrows>
      ) : null}
      {moves && !withArrows ? <PlayPauseButton label={label} control={control} /> : null}
    </div>
  );
}
