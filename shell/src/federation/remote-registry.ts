import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import { containerNames } from './routes-module';

/**
 * Where each remote's mf-manifest.json was registered. Like the federation runtime's own record,
 * it is the page's: there is one shell in a browser page.
 */
const registered = new Map<RemoteName, string>();

/**
 * Tells the federation runtime where every remote lives, from the site runtime's configuration:
 * where a remote lives is decided when the page runs, never when the shell is built. Called
 * once, before the first render.
 */
export function registerSiteRemotes(manifests: Record<RemoteName, string>): void {
  for (const remote of remoteNames) registered.set(remote, manifests[remote]);
  registerRemotes(remoteNames.map((remote) => ({ name: containerNames[remote], entry: manifests[remote] })));
}

/**
 * Makes the runtime forget a remote: its manifest, its entry script promise (a rejected one too),
 * its container and module cache. The next load then fetches everything afresh, so a remote that
 * was down, or has been redeployed, is picked up without reloading the page. A remote never
 * registered has nothing to forget.
 */
export function forgetRemote(remote: RemoteName): void {
  const entry = registered.get(remote);
  if (entry) registerRemotes([{ name: containerNames[remote], entry }], { force: true });
}
