/** How far outside the screen a carousel counts as about to be seen. */
const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * Runs `callback` once `element` is on screen or near it: a carousel further down the page
 * costs nothing until the visitor scrolls towards it. Returns a cancel function.
 */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
