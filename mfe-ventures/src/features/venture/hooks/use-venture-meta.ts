import { useApi } from '@group/shared/api';
import { getVentureMeta } from '../api/get-venture-meta';

export function useVentureMeta(title: string) {
  return useApi((signal) => getVentureMeta(title, signal), [title]);
}
