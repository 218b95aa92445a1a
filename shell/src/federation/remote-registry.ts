import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, remoteNames } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import { containerNames } from './remote-modules';

const remoteEntry = (remote: RemoteName) => ({
  name: containerNames[remote],
  // The runtime configuration holds each remote's mf-manifest.json URL: where a remote lives is
  // decided when the page runs, never when the shell is built.
  entry: getRuntimeConfig().remotes[remote],
});

/** Tells the federation runtime where every remote lives. Called once, before the first render. */
export function registerSiteRemotes(): void {
  registerRemotes(remoteNames.map(remoteEntry));
}

/**
 * Makes the runtime forget a remote: its manifest, its entry script promise (a rejected one too),
 * its container and module cache. The next load then fetches everything afresh, so a remote that
 * was down, or has been redeployed, is picked up without reloading the page.
 */
export function forgetRemote(remote: RemoteName): void {
  registerRemotes([remoteEntry(remote)], { force: true });
}
