import type { SharedQueryResults } from '@group/shared/data';
import { storeNewest } from './store-newest';

export type RecentQueryResultsOptions = {
  /** How long a result is reused. */
  freshMs?: number;
  /** The most results kept (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
};

/**
 * The server's query results, reused by every request for a few seconds: a page then costs no
 * read, parse or check of content it rendered a moment ago. After that the query is loaded
 * again (through the API fetch's own short cache).
 */
export function createRecentQueryResults({ freshMs = 2000, maxEntries = 500, now = Date.now }: RecentQueryResultsOptions = {}): SharedQueryResults {
  const entries = new Map<string, { storedAt: number; data: unknown }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > freshMs) {
        entries.delete(key);
        return undefined;
      }
      return { data: entry.data };
    },
    set(key, data) {
      storeNewest(entries, key, { storedAt: now(), data }, maxEntries);
    },
  };
}
