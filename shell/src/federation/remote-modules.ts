import { remoteDescriptors, remoteNames } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';

export type { PageName, PageRoute, RemoteRoutes, RemoteRoutesModule, SlugPageProps } from '@group/shared/federation';
export { ROUTES_EXPOSE } from '@group/shared/config';

/** The federation container name of each remote (its `name` in webpack). */
export const containerNames = Object.fromEntries(
  remoteNames.map((name) => [name, remoteDescriptors[name].containerName]),
) as Record<RemoteName, string>;
