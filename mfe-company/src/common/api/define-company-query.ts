import { defineQuery } from '@group/shared/data';
import type { Query } from '@group/shared/data';

/**
 * A query of this remote, named by the endpoint it reads (a path of `endpoints`, arguments
 * included): the server and the browser build the same key, and no other remote's key can
 * collide with it.
 */
export function defineCompanyQuery<T>(path: string, load: (path: string, signal: AbortSignal) => Promise<T>): Query<T> {
  return defineQuery(`company:${path}`, (signal) => load(path, signal));
}
