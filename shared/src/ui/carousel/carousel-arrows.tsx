import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import styles from './carousel.module.css';

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

/** Previous and next buttons; real buttons, so keyboards and screen readers can use them. */
export function CarouselArrows({ swiper, children }: CarouselArrowsProps) {
  return (
    <div className={styles.arrows}>
      <button type="button" className={styles.arrow} aria-label="Previous slide" onClick={() => swiper?.slidePrev()}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={styles.arrow} aria-label="Next slide" onClick={() => swiper?.slideNext()}>
        <Chevron direction="right" />
      </button>
      {children}
    </div>
  );
}
