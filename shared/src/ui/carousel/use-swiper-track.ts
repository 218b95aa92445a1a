import { useCallback, useEffect, useState } from 'react';
import { afterPageLoad } from './after-page-load';
import { loadSwiperTrack, loadedSwiperTrack } from './load-swiper-track';

/**
 * Swiper's part of the carousel: in memory at once if an earlier carousel loaded it, otherwise
 * fetched once the page has loaded and the browser is idle (Swiper's code and start-up would
 * compete with the page's largest paint), or at once when the visitor reaches for the carousel.
 */
export function useSwiperTrack() {
  const [track, setTrack] = useState(loadedSwiperTrack);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (track || wanted) return undefined;
    return afterPageLoad(() => setWanted(true));
  }, [track, wanted]);
  useEffect(() => {
    if (track || !wanted) return undefined;
    let active = true;
    loadSwiperTrack().then(
      (module) => active && setTrack(module),
      // The first view stays: its slides are there, they just do not move.
      (error: unknown) => console.warn('[carousel] the slider could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, [track, wanted]);
  const request = useCallback(() => setWanted(true), []);
  return { track, request };
}
