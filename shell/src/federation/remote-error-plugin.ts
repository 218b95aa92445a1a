import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RendererLog } from '@group/shared/page-renderer';

type Say = (message: string, fields: Record<string, unknown>) => void;

/** Where the plugin says what it saw: the console in a browser; a server's log once its renderer starts. */
let sink: { warn: Say; error: Say } = {
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/**
 * Whether a remote's failure is federation refusing it for the versions of shared packages it
 * needs (docs/decisions/0017-compatibility-policy.md), as the runtime words it.
 */
export const isRefusedForSharedVersions = (reason: string): boolean => /does not satisfy the requirement/.test(reason);

/**
 * The server's page renderer hands its log here: the shared-module runtime is the process's, so
 * what it reports belongs to the process's log, not to one page's.
 */
export function reportRemoteErrorsTo(log: RendererLog): void {
  sink = { warn: (message, fields) => log.warn(fields, message), error: (message, fields) => log.error(fields, message) };
}

type ShareScopeMap = Record<string, Record<string, Record<string, { from: string; loaded?: boolean; loading?: unknown }>>>;

/**
 * Takes a refused remote's offers out of the page's shared modules. Its entry registered them
 * before its own modules asked for theirs, and an offer nobody has loaded yet of a package the
 * shell does not offer would otherwise be picked for the next remote that asks (the kit's parts
 * always resolve to the shell's: tooling/webpack-config/runtime/shell-shares-first.ts).
 */
export function forgetOffersOf(remoteName: string, shareScopeMap: ShareScopeMap) {
  for (const packages of Object.values(shareScopeMap)) {
    for (const versions of Object.values(packages)) {
      for (const [version, offer] of Object.entries(versions)) {
        if (offer.from === remoteName && !offer.loaded && !offer.loading) delete versions[version];
      }
    }
  }
}

/**
 * First layer of remote error handling (the route boundary is the second). A remote whose entry
 * cannot be fetched while shared modules are being set up is skipped, so it cannot hold up the
 * shell. A failed load is logged once with the remote it concerns (every earlier lifecycle's
 * failure ends in `onLoad`); a remote refused for the versions of shared packages it needs is
 * said to be so, once, and what it offered to share is forgotten. Either then reaches the
 * RemoteRoute boundary, which shows the fallback with "Try again".
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  // The runtime reports one failure from each place it passes through: say it once.
  const said = new Set<string>();
  const once = (level: 'warn' | 'error', message: string, fields: Record<string, unknown>) => {
    if (said.has(message)) return;
    said.add(message);
    sink[level](message, fields);
  };
  return {
    name: 'site-remote-errors',
    errorLoadRemote({ id, error, lifecycle, remote, origin }) {
      const reason = error instanceof Error ? error.message : String(error);
      if (lifecycle === 'beforeLoadShare') {
        once('warn', `[federation] ${id} is unavailable; its shared modules are skipped: ${reason}`, { remote: id, reason });
      } else if (isRefusedForSharedVersions(reason)) {
        // docs/decisions/0017-compatibility-policy.md: the remote needs a version of a shared
        // package this site's shell does not have; its pages show their fallback.
        once('error', `[federation] ${id} was built for shared packages this site does not provide, so it is not loaded: ${reason}`, { remote: id, reason });
        if (origin) forgetOffersOf(remote?.name ?? id.split('/')[0], origin.shareScopeMap as ShareScopeMap);
      } else if (lifecycle === 'onLoad') {
        once('error', `[federation] ${id} failed to load: ${reason}`, { remote: id, reason });
      }
      return undefined;
    },
  };
}
