import { defineEndpointQuery } from '@group/shared/data';
import type { Query, QueryLoadContext } from '@group/shared/data';

/**
 * One of SPEC §4's home loads, keyed by the endpoint it reads (defineEndpointQuery). SPEC §8: a
 * failure is logged and still counts as finished, so one broken call never keeps the page behind
 * its loader. The client's helpers resolve to undefined on failure (after their toast); a load
 * that throws is treated the same.
 */
export function defineHomeQuery<T>(
  name: string,
  path: string,
  load: (path: string, context: QueryLoadContext) => Promise<T | undefined>,
): Query<T | undefined> {
  return defineEndpointQuery('home', path, async (endpoint, context) => {
    try {
      const data = await load(endpoint, context);
      if (data === undefined && !context.signal.aborted) console.error(`[home] the ${name} load failed; the page goes on without it`);
      return data;
    } catch (error) {
      console.error(`[home] the ${name} load failed; the page goes on without it`, error);
      return undefined;
    }
  });
}
