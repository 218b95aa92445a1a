import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * First layer of remote error handling (the route boundary is the second). A remote whose entry
 * cannot be fetched while shared modules are being set up is skipped, so it cannot hold up the
 * shell. A failed load is logged once with the remote it concerns (every earlier lifecycle's
 * failure ends in `onLoad`), then reaches the RemoteRoute boundary, which shows the fallback
 * with "Try again".
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      if (lifecycle === 'beforeLoadShare') {
        console.warn(`[federation] ${id} is unavailable; its shared modules are skipped: ${reason}`);
      } else if (lifecycle === 'onLoad') {
        console.error(`[federation] ${id} failed to load: ${reason}`);
      }
      return undefined;
    },
  };
}
