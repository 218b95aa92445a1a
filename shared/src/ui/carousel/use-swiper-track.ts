import { startTransition, useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { afterPageLoad } from '../idle/after-page-load';
import { loadSwiperTrack, loadedSwiperTrack } from './load-swiper-track';
import { whenNearViewport } from './when-near-viewport';

/**
 * Swiper's part of the carousel: in memory at once if an earlier carousel loaded it, otherwise
 * fetched once the carousel is on screen (or near it), the page has loaded and the browser is
 * idle (Swiper's code and start-up would compete with the page's largest paint), or at once when
 * the visitor reaches for the carousel. Each carousel switches to it on its own, in a render
 * React may interrupt, so no single task starts them all. While `wanted` is false (the carousel
 * is held) only the visitor's reach fetches it.
 */
export function useSwiperTrack(region: RefObject<Element | null>, wanted = true) {
  const [track, setTrack] = useState(loadedSwiperTrack);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const element = region.current;
    if (track || requested || !wanted || !element) return undefined;
    let cancelIdle = () => {};
    const cancelVisible = whenNearViewport(element, () => {
      cancelIdle = afterPageLoad(() => setRequested(true));
    });
    return () => {
      cancelVisible();
      cancelIdle();
    };
  }, [region, track, requested, wanted]);
  useEffect(() => {
    if (track || !requested) return undefined;
    let active = true;
    loadSwiperTrack().then(
      (module) => active && startTransition(() => setTrack(module)),
      // The first view stays: its slides are there, they just do not move.
      (error: unknown) => console.warn('[carousel] the slider could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, [track, requested]);
  const request = useCallback(() => setRequested(true), []);
  return { track, request };
}
