import { useQuery } from '@group/shared/data';
import type { Query } from '@group/shared/data';

/** One of the home page's loads: pending, then finished with its data, or with nothing after a failure. */
export type TrackedLoad<T> = { finished: false; data: undefined } | { finished: true; data: T | undefined };

/**
 * Reads one home load (see defineHomeQuery) and reports whether it has finished. A load the
 * server made is finished at the first render; otherwise it is pending until the browser's load settles.
 */
export function useTrackedLoad<T>(query: Query<T | undefined>): TrackedLoad<T> {
  const result = useQuery(query);
  return result.status === 'loading' ? { finished: false, data: undefined } : { finished: true, data: result.data };
}
