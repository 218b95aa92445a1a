import { useApi } from '@group/shared/api';
import { getVenture } from '../api/get-venture';

/** Loads the venture again whenever the slug changes (another sector chosen in the header). */
export function useVenture(slug: string) {
  return useApi((signal) => getVenture(slug, signal), [slug]);
}
