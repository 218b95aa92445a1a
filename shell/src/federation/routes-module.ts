import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteDescriptors, remoteNames, ROUTES_EXPOSE } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import type { RemoteRoutesModule } from '@group/shared/federation';

/** The federation container name of each remote (its `name` in webpack). */
export const containerNames = Object.fromEntries(
  remoteNames.map((name) => [name, remoteDescriptors[name].containerName]),
) as Record<RemoteName, string>;

/**
 * A remote's `./routes` module as the shell reads it, or undefined when it is none: it exports
 * `routes`, one route object per page. (Remotes of `@group/shared` 1.x, which exported `pages`,
 * are refused before this, by the shared modules' versions: docs/decisions/0017.)
 */
export function asRoutesModule(value: unknown): RemoteRoutesModule | undefined {
  const routes = typeof value === 'object' && value !== null ? (value as { routes?: unknown }).routes : undefined;
  return typeof routes === 'object' && routes !== null ? (value as RemoteRoutesModule) : undefined;
}

/**
 * One load of `<remote>/routes` through the federation runtime, in the browser or on the server;
 * rejects when it fails or is no routes module. What is tried again, and when, is the caller's.
 */
export const importRoutesModule = (remote: RemoteName): Promise<RemoteRoutesModule> => importRoutesOf(containerNames[remote]);

/** The same, of the remote registered under the federation name `name` (a release of it: shell/src/server/release-entries.ts). */
export async function importRoutesOf(name: string): Promise<RemoteRoutesModule> {
  const module = asRoutesModule(await loadRemote<unknown>(`${name}/${ROUTES_EXPOSE}`));
  if (!module) throw new Error(`${name}/${ROUTES_EXPOSE} does not export routes`);
  return module;
}
