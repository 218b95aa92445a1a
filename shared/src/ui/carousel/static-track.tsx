import { useLayoutEffect, useRef } from 'react';
import type { Key, ReactNode, RefObject } from 'react';
import { STATIC_TRACK_ATTRIBUTE } from './carousel-arrows-script';
import { trackLayoutStyle } from './carousel-layout';
import type { CarouselBreakpoints } from './carousel-layout';
import styles from './carousel.module.css';
import { slideAttributes } from './slide-attributes';
import { staticTrackPosition } from './static-track-steps';

/** Where the visitor left the first view: the slide scrolled to, and whether the row itself had focus. */
export type StaticTrackExit = { position: number; focused: boolean };

export type StaticTrackProps<T> = {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderSlide: (item: T, index: number) => ReactNode;
  slidesPerView: number | 'auto';
  spaceBetween: number;
  breakpoints?: CarouselBreakpoints;
  slideClassName?: string;
  /** Filled in as Swiper's track replaces this one, while this one is still in the page. */
  exit?: RefObject<StaticTrackExit | null>;
};

/**
 * The carousel as the server sends it and as it stays until Swiper's code has arrived: every
 * slide, in Swiper's own markup and classes, on a row that scrolls sideways and snaps to each
 * slide. CSS media queries give each slide the width Swiper will give it, so the slides in view
 * sit where Swiper will put them and nothing moves when Swiper takes over (at the slide the
 * visitor scrolled to). The row takes keyboard focus, so it can be scrolled with the arrow keys.
 */
export function StaticTrack<T>({
  items,
  getKey,
  renderSlide,
  slidesPerView,
  spaceBetween,
  breakpoints,
  slideClassName,
  exit,
}: StaticTrackProps<T>) {
  const track = useRef<HTMLDivElement>(null);
  // A layout effect's clean-up runs before React takes the element out of the page.
  useLayoutEffect(
    () => () => {
      const element = track.current;
      if (exit) exit.current = { position: staticTrackPosition(element), focused: !!element && element === document.activeElement };
    },
    [exit],
  );
  const slideClasses = ['swiper-slide', styles.staticSlide, slideClassName].filter(Boolean).join(' ');
  return (
    <div
      ref={track}
      className={`swiper ${styles.staticTrack}`}
      style={trackLayoutStyle({ slidesPerView, spaceBetween }, breakpoints)}
      {...{ [STATIC_TRACK_ATTRIBUTE]: '' }}
      role="group"
      aria-label="Slides"
      tabIndex={0}
    >
      <div className="swiper-wrapper">
        {items.map((item, index) => (
          <div key={getKey(item, index)} className={slideClasses} {...slideAttributes(index, items.length, false)}>
            {renderSlide(item, index)}
          </div>
        ))}
      </div>
    </div>
  );
}
