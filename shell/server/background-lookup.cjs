// A value the server looks up elsewhere (the API, a remote's manifest) to write into its pages,
// kept fresh in the background so that no page ever waits for it.

/** How long a value is trusted before the next page triggers a new look-up. */
const REFRESH_AFTER_MS = 60_000;
/** After a failed look-up, how long before another is tried. */
const RETRY_AFTER_MS = 10_000;

/**
 * `current()` answers at once with the last value found ('' until the first look-up succeeds)
 * and starts a new look-up when that value is older than `refreshAfterMs`. A failed look-up
 * keeps the last value. `refresh()` resolves once the look-up under way (or a new one) is over.
 *
 * @param {() => Promise<string>} lookUp
 * @param {{ now?: () => number, refreshAfterMs?: number, retryAfterMs?: number }} [options]
 */
function createBackgroundLookup(lookUp, { now = Date.now, refreshAfterMs = REFRESH_AFTER_MS, retryAfterMs = RETRY_AFTER_MS } = {}) {
  let value = '';
  let nextLookupAt = 0;
  let pending;

  const start = () => {
    nextLookupAt = now() + retryAfterMs;
    pending = lookUp()
      .then((found) => {
        value = found;
        nextLookupAt = now() + refreshAfterMs;
      })
      // Down or slow: pages go out with the last value, as they would without this.
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
    refresh: () => pending || start(),
  };
}

module.exports = { createBackgroundLookup, REFRESH_AFTER_MS, RETRY_AFTER_MS };
