/** How far the track moves for one slide: a slide's width and its gap. */
const stepOf = (track: HTMLElement): number => {
  const slide = track.firstElementChild;
  if (!(slide instanceof HTMLElement)) return track.clientWidth;
  return slide.getBoundingClientRect().width + (parseFloat(getComputedStyle(slide).marginRight) || 0);
};

/** The slide the scrolled track starts with (where Swiper should start when it takes over). */
export function staticTrackIndex(track: HTMLElement | null): number {
  if (!track) return 0;
  const step = stepOf(track);
  return step > 0 ? Math.round(track.scrollLeft / step) : 0;
}

/**
 * Moves the track of the carousel's first view (static-track.tsx) one slide back or on: the
 * arrows work before Swiper is in. Past either end it goes round to the other when the carousel
 * loops. Without motion when the visitor asked for less.
 */
export function scrollStaticTrack(track: HTMLElement | null, direction: -1 | 1, loop: boolean): void {
  if (!track) return;
  const last = track.scrollWidth - track.clientWidth;
  let left = track.scrollLeft + direction * stepOf(track);
  if (left > last + 1) left = loop ? 0 : last;
  if (left < -1) left = loop ? last : 0;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  track.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
}
