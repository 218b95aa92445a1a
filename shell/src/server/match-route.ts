import { matchPath } from 'react-router-dom';
import { routeTable } from '../app/route-table';
import type { RemoteRouteEntry } from '../app/route-table';

export type MatchedRoute = { entry: RemoteRouteEntry; pageProps: Record<string, string> };

/** The route table's entry for a path, with the props its page gets, as RemoteRouteElement gives them. */
export function matchRoute(pathname: string, entries = routeTable): MatchedRoute | undefined {
  for (const entry of entries) {
    const match = matchPath(entry.path, pathname);
    if (!match) continue;
    const slug = entry.slug?.(match.params);
    if (entry.slug && !slug) return undefined;
    return { entry, pageProps: slug ? { slug } : {} };
  }
  return undefined;
}
