import { useEffect, useState } from 'react';

/** SPEC §9: the home loader stays 300 ms after the content loads have finished. */
export const HOME_LOADER_EXTRA_DELAY_MS = 300;

/**
 * True until `done` has been true for `extraDelayMs`; once cleared, the loader does not come back.
 * When `done` is already true at the first render, the data came with the page from the server,
 * whose markup already shows it: there is no loader at all (and the browser's first render matches
 * the server's).
 */
export function useLoaderHold(done: boolean, extraDelayMs = HOME_LOADER_EXTRA_DELAY_MS): boolean {
  const [cleared, setCleared] = useState(done);
  useEffect(() => {
    if (!done || cleared) return undefined;
    const timer = setTimeout(() => setCleared(true), extraDelayMs);
    return () => clearTimeout(timer);
  }, [done, cleared, extraDelayMs]);
  return !cleared;
}
