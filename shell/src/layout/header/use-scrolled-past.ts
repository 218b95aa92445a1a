import { useCallback, useSyncExternalStore } from 'react';

/** Whether the browser draws styles from the page's scroll position itself (scroll-driven animations). */
const drawsScrollStyles = (): boolean =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('animation-timeline', 'scroll()');

const noSubscription = () => () => undefined;

/**
 * True once the window has scrolled further than `threshold` px, following a passive scroll
 * listener, in a browser that cannot draw the scrolled style from CSS alone; where it can, the
 * style needs no script and this listens to nothing and stays false.
 */
export function useScrolledPast(threshold: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  const follows = typeof window !== 'undefined' && !drawsScrollStyles();
  return useSyncExternalStore(
    follows ? subscribe : noSubscription,
    () => follows && window.scrollY > threshold,
    () => false,
  );
}
