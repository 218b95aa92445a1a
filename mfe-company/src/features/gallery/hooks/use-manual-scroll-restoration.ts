import { useEffect } from 'react';

/**
 * SPEC §2: scroll restoration is manual while the gallery is shown (the grid's height changes as
 * images load, so the browser's restored position would be wrong). The previous mode comes back
 * when the visitor leaves.
 */
export function useManualScrollRestoration(): void {
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return undefined;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);
}
