import { useApi } from '@group/shared/api';

/** One of the home page's loads: pending, then finished with its data, or with nothing after a failure. */
export type TrackedLoad<T> = { finished: false; data: undefined } | { finished: true; data: T | undefined };

/**
 * Runs one load and reports whether it has finished. SPEC §4: a failure is logged and still
 * counts as finished, so one broken call never keeps the page behind its loader. The API client
 * resolves to undefined on failure (after its toast); a loader that throws is treated the same.
 */
export function useTrackedLoad<T>(name: string, load: (signal: AbortSignal) => Promise<T | undefined>): TrackedLoad<T> {
  const result = useApi(async (signal) => {
    try {
      const data = await load(signal);
      if (data === undefined && !signal.aborted) console.error(`[home] the ${name} load failed; the page goes on without it`);
      return data;
    } catch (error) {
      console.error(`[home] the ${name} load failed; the page goes on without it`, error);
      return undefined;
    }
  }, []);
  return result.status === 'loading' ? { finished: false, data: undefined } : { finished: true, data: result.data };
}
