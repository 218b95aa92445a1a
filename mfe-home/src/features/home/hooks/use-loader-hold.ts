import { useEffect, useState } from 'react';

/** SPEC §9: the home loader stays 300 ms after the content loads have finished. */
export const HOME_LOADER_EXTRA_DELAY_MS = 300;

/** True until `done` has been true for `extraDelayMs`; once cleared, the loader does not come back. */
export function useLoaderHold(done: boolean, extraDelayMs = HOME_LOADER_EXTRA_DELAY_MS): boolean {
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    if (!done || cleared) return undefined;
    const timer = setTimeout(() => setCleared(true), extraDelayMs);
    return () => clearTimeout(timer);
  }, [done, cleared, extraDelayMs]);
  return !cleared;
}
