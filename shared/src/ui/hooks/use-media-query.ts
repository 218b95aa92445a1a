import { useCallback } from 'react';
import { useBrowserValue } from './use-hydrated';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, updated when it changes. On the server, and while the
 * browser hydrates the server's markup, it answers `serverValue`.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const read = useCallback(() => (canMatch() ? window.matchMedia(query).matches : serverValue), [query, serverValue]);
  return useBrowserValue(read, serverValue, subscribe);
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
