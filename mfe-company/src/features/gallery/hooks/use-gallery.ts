import { useEffect, useState } from 'react';
import { useApi } from '@group/shared/api';
import type { UseApiResult } from '@group/shared/api';
import { loadGallery } from '../api/load-gallery';
import type { GalleryData } from '../api/load-gallery';

/** SPEC §9: the gallery's loading state ends 100 ms after the load has finished. */
export const GALLERY_LOADER_DELAY_MS = 100;

/** The gallery load, reported as still loading until 100 ms after it settled. */
export function useGallery(): UseApiResult<GalleryData> {
  const result = useApi(loadGallery, []);
  // The settled value itself marks which load the delay belongs to, so a retry waits again.
  const outcome: unknown = result.status === 'success' ? result.data : result.status === 'error' ? result.error : undefined;
  const [shownOutcome, setShownOutcome] = useState<unknown>(undefined);

  useEffect(() => {
    if (outcome === undefined) return undefined;
    const timer = window.setTimeout(() => setShownOutcome(outcome), GALLERY_LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  if (outcome !== undefined && shownOutcome === outcome) return result;
  return { status: 'loading', data: undefined, error: undefined, reload: result.reload };
}
