/**
 * Stores `value` under `key` as the newest entry of `entries` (a Map keeps insertion order), and
 * drops the oldest once there are more than `maxEntries`: the bound of the server's short caches.
 */
export function storeNewest<K, V>(entries: Map<K, V>, key: K, value: V, maxEntries: number): void {
  entries.delete(key);
  entries.set(key, value);
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
}
