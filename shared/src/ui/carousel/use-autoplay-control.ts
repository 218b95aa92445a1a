import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import { usePageVisible } from '../hooks/use-page-visible';
import { holdInPlace } from './hold-in-place';

export type AutoplayControl = {
  /** Whether the slides move on their own right now. */
  running: boolean;
  /** Whether the visitor (or the system's reduced-motion setting) has it paused. */
  paused: boolean;
  toggle: () => void;
};

/**
 * Decides when autoplay runs: only when wanted, not while the tab is hidden, not under
 * prefers-reduced-motion unless the visitor presses play, and not after the visitor pressed pause.
 * Swiper is told to start or stop; its own autoplay switch stays off so this is the one authority.
 */
export function useAutoplayControl(swiper: SwiperInstance | null, wanted: boolean): AutoplayControl {
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');

  const paused = choice === 'pause' || (choice === 'auto' && reducedMotion);
  const running = wanted && visible && !paused;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) {
      swiper.autoplay.stop();
      holdInPlace(swiper);
    }
  }, [swiper, running]);

  return { running, paused, toggle: () => setChoice(paused ? 'play' : 'pause') };
}
