import type { MouseEvent, ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { CAROUSEL_ARROW_ATTRIBUTE, STATIC_TRACK_ATTRIBUTE, STEPPED_FLAG } from './carousel-arrows-script';
import styles from './carousel.module.css';
import { stepStaticTrack } from './static-track-steps';

export type CarouselArrowsProps = {
  swiper: SwiperInstance | null;
  /** Shown after the arrows, in the same row (the pause button). */
  children?: ReactNode;
};

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="12" height="20" viewBox="0 0 12 20" fill="none" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 2 2 10l8 8' : 'M2 2l8 8-8 8'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Previous and next buttons; real buttons, so keyboards and screen readers can use them. Before
 * Swiper is in they scroll the first view by one slide; the page's head does the same before
 * React has taken them over (CAROUSEL_ARROWS_SCRIPT), and a click it answered is not answered twice.
 */
export function CarouselArrows({ swiper, children }: CarouselArrowsProps) {
  const move = (direction: 1 | -1) => (event: MouseEvent<HTMLButtonElement>) => {
    if (swiper) {
      if (direction > 0) swiper.slideNext();
      else swiper.slidePrev();
      return;
    }
    if ((event.nativeEvent as unknown as Record<string, unknown>)[STEPPED_FLAG]) return;
    const track = event.currentTarget.closest('[aria-roledescription="carousel"]')?.querySelector<HTMLElement>(`[${STATIC_TRACK_ATTRIBUTE}]`);
    if (track) stepStaticTrack(track, direction);
  };
  return (
    <div className={styles.arrows}>
      <button type="button" className={styles.arrow} aria-label="Previous slide" {...{ [CAROUSEL_ARROW_ATTRIBUTE]: 'prev' }} onClick={move(-1)}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={styles.arrow} aria-label="Next slide" {...{ [CAROUSEL_ARROW_ATTRIBUTE]: 'next' }} onClick={move(1)}>
        <Chevron direction="right" />
      </button>
      {children}
    </div>
  );
}
