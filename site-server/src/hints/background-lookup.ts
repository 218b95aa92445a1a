// A value the server looks up elsewhere (the API, a remote's manifest) to write into its pages,
// kept fresh in the background so that no page ever waits for it.

/** How long a value is trusted before the next page triggers a new look-up. */
export const REFRESH_AFTER_MS = 60_000;
/** After a failed look-up, how long before another is tried. */
export const RETRY_AFTER_MS = 10_000;

export type BackgroundLookup = {
  /** The last value found ('' until a look-up succeeds); starts a new look-up when it is stale. */
  current: () => string;
  /** Resolves once the look-up under way (or a new one) is over. */
  refresh: () => Promise<void>;
};

export type BackgroundLookupOptions = { now?: () => number; refreshAfterMs?: number; retryAfterMs?: number };

/** A failed look-up keeps the last value: pages go out with it, as they would without this. */
export function createBackgroundLookup(
  lookUp: () => Promise<string>,
  { now = Date.now, refreshAfterMs = REFRESH_AFTER_MS, retryAfterMs = RETRY_AFTER_MS }: BackgroundLookupOptions = {},
): BackgroundLookup {
  let value = '';
  let nextLookupAt = 0;
  let pending: Promise<void> | undefined;

  const start = (): Promise<void> => {
    nextLookupAt = now() + retryAfterMs;
    pending = lookUp()
      .then((found) => {
        value = found;
        nextLookupAt = now() + refreshAfterMs;
      })
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return {
    current() {
      if (!pending && now() >= nextLookupAt) void start();
      return value;
    },
    refresh: () => pending ?? start(),
  };
}
