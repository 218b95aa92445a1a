import type * as SwiperTrackExports from './swiper-track';

type SwiperTrackModule = typeof SwiperTrackExports;

let loaded: SwiperTrackModule | undefined;
let pending: Promise<SwiperTrackModule> | undefined;

/** The Swiper part of the Carousel if it is already in memory (every carousel after the first). */
export const loadedSwiperTrack = (): SwiperTrackModule | undefined => loaded;

/**
 * Fetches the Swiper part of the Carousel once. A failed fetch is forgotten, so the next carousel
 * that mounts tries again.
 */
export function loadSwiperTrack(): Promise<SwiperTrackModule> {
  pending ??= import(/* webpackChunkName: "carousel-swiper" */ './swiper-track').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
