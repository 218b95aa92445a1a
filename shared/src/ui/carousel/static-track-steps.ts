/**
 * The first view's track is a row of every slide that scrolls sideways, snapping to each slide
 * (carousel.module.css), so every slide is reachable without script. These work on it: the
 * arrows' step before Swiper is in (also written into the page's head, CAROUSEL_ARROWS_SCRIPT,
 * for the moment before the page's script has taken the arrows over), and the slide Swiper
 * starts on when it takes over.
 */

/**
 * Scrolls `track` by one slide (`direction` 1 or -1), round to the other end past either end,
 * as the looping slider does. Self-contained, without imports: it is also sent as page script.
 */
export function stepStaticTrack(track: HTMLElement, direction: number): void {
  const slides = track.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
  if (slides.length < 2) return;
  const step = slides[1].offsetLeft - slides[0].offsetLeft;
  const end = track.scrollWidth - track.clientWidth;
  const at = track.scrollLeft;
  let left = at + direction * step;
  if (direction > 0 && at >= end - 1) left = 0;
  if (direction < 0 && at <= 1) left = end;
  const still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  track.scrollTo({ left: left, behavior: still ? 'auto' : 'smooth' });
}

/** The index of the slide `track` has been scrolled to (0 when it has not been). */
export function staticTrackPosition(track: HTMLElement | null | undefined): number {
  const slides = track?.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
  if (!track || !slides || slides.length < 2) return 0;
  const step = slides[1].offsetLeft - slides[0].offsetLeft;
  return step > 0 ? Math.min(slides.length - 1, Math.round(track.scrollLeft / step)) : 0;
}
