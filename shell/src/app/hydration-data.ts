import { matchRoutes } from 'react-router-dom';
import type { HydrationState, RouteObject } from 'react-router-dom';
import type { QueryCache } from '@group/shared/data';
import { loadedRoutesModule, loadRoutesModule } from '../federation/browser-remotes';
import { NOT_FOUND_ERROR, remotePageData } from '../federation/remote-route';
import type { RemotePageData } from '../federation/remote-route';
import type { RemoteRouteEntry } from './route-table';
import { PAGE_BOUNDARY_ROUTE_ID } from './site-routes';

/**
 * What the server's render left the router with, for the page the browser hydrates: its loader's
 * data (the server's query results, and the remote it rendered with, loaded first), or the 404
 * of a path outside SPEC §2. No loader runs before the first render, which is the server's.
 */
export function hydrationDataFor(routes: RouteObject[], location: Location, cache: QueryCache): HydrationState {
  const leaf = matchRoutes(routes, location)?.at(-1);
  const entry = leaf?.route.handle as RemoteRouteEntry | undefined;
  if (!leaf?.route.id || !entry) return { errors: { [PAGE_BOUNDARY_ROUTE_ID]: NOT_FOUND_ERROR } };
  let page: RemotePageData;
  try {
    page = remotePageData(entry, { params: leaf.params, url: new URL(location.href), cache, module: loadedRoutesModule(entry.remote) });
  } catch {
    return { errors: { [PAGE_BOUNDARY_ROUTE_ID]: NOT_FOUND_ERROR } };
  }
  // A remote the server could not render with (or the browser could not load): its loader shows
  // until it comes, or its fallback.
  const module = page.module ?? loadRoutesModule(entry.remote);
  return { loaderData: { [leaf.route.id]: { ...page, module } } };
}
