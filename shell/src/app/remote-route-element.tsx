import { useParams } from 'react-router-dom';
import { RemoteRoute } from '../federation/remote-route';
import type { RemoteRouteEntry } from './route-table';

export type RemoteRouteElementProps = { entry: RemoteRouteEntry };

/** Reads the route's params and hands the remote page the slug it needs. */
export function RemoteRouteElement({ entry }: RemoteRouteElementProps) {
  const params = useParams();
  const slug = entry.slug?.(params);
  if (entry.slug && !slug) throw new Error(`No slug in ${entry.path}`);
  return <RemoteRoute remote={entry.remote} page={entry.page} pageProps={slug ? { slug } : undefined} />;
}
