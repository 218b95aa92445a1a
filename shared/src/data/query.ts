import type { ApiClient } from '../api';
import type { RemoteName } from '../config';

/**
 * What a query's loader is given: the API client of the site it loads for (its runtime's), the
 * page view's signal, and a way to read another query first.
 */
export type QueryLoadContext = {
  api: ApiClient;
  signal: AbortSignal;
  /** The result of another query, loaded once per cache however many queries need it. */
  read: <U>(query: Query<U>) => Promise<U>;
};

/**
 * One read of the API, named by a key that is the same on the server and in the browser: the
 * server loads it before it renders a page, the browser finds the result in the page instead of
 * asking again. The client's helpers resolve to undefined instead of throwing, so a settled
 * query with undefined data means "nothing came back" (a toast has been queued, SPEC §8).
 */
export type Query<T> = {
  key: string;
  load: (context: QueryLoadContext) => Promise<T>;
};

export const defineQuery = <T>(key: string, load: Query<T>['load']): Query<T> => ({ key, load });

/**
 * A query of a remote, named by the endpoint it reads (a path of `endpoints`, arguments
 * included) behind the remote's name: the server and the browser build the same key, and no
 * other remote's key can collide with it.
 */
export const defineEndpointQuery = <T>(
  remote: RemoteName,
  path: string,
  load: (path: string, context: QueryLoadContext) => Promise<T>,
): Query<T> => defineQuery(`${remote}:${path}`, (context) => load(path, context));
