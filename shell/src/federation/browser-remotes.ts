import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import type { RemoteRoutesModule } from '@group/shared/federation';
import { reportRemoteFailure } from './remote-error-reports';
import { containerNames, importRoutesModule } from './routes-module';

// The browser's remotes: registered with the federation runtime from the site's configuration,
// their routes modules loaded (with retries) and kept for the visit, and forgotten for a fresh
// load. The server has its own (shell/src/server/server-remotes.ts).

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
function forgetRemote(remote: RemoteName): void {
  const entry = registered.get(remote);
  if (entry) registerRemotes([{ name: containerNames[remote], entry }], { force: true });
}

export type LoadRoutesOptions = {
  /** Further attempts after the first fails (a script chunk that failed once often loads next). */
  retries?: number;
  /** Wait before attempt n is n times this. */
  retryDelayMs?: number;
};

/** A remote's module could not be loaded (remote down, script chunk failed, bad module). */
class RemoteLoadError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(reason, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/** webpack's message for a script chunk that failed: "Loading chunk 123 failed." (SPEC §8). */
export const isChunkLoadFailure = (error: unknown): boolean => {
  const cause = error instanceof RemoteLoadError ? error.cause : error;
  return (
    cause instanceof Error &&
    (cause.name === 'ChunkLoadError' || /Loading (css )?chunk .+ failed/i.test(cause.message))
  );
};

const loaded = new Map<RemoteName, RemoteRoutesModule>();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A remote's routes module already in memory: navigating between its pages shows no loader. */
export const loadedRoutesModule = <R extends RemoteName>(remote: R): RemoteRoutesModule<R> | undefined =>
  loaded.get(remote) as RemoteRoutesModule<R> | undefined;

/** Loads `<remote>/routes`, retrying with a fresh runtime state; throws RemoteLoadError at the end. */
export async function loadRoutesModule<R extends RemoteName>(
  remote: R,
  { retries = 2, retryDelayMs = 500 }: LoadRoutesOptions = {},
): Promise<RemoteRoutesModule<R>> {
  const known = loadedRoutesModule(remote);
  if (known) return known;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) {
      forgetRemote(remote);
      if (retryDelayMs > 0) await wait(retryDelayMs * attempt);
    }
    try {
      const module = await importRoutesModule(remote);
      loaded.set(remote, module);
      return module as RemoteRoutesModule<R>;
    } catch (error) {
      lastError = error;
    }
  }
  // Leave nothing half-loaded behind: the visitor's "Try again" starts from scratch.
  forgetRemote(remote);
  reportRemoteFailure(remote, 'load', lastError);
  throw new RemoteLoadError(remote, lastError);
}

/** Drops what is known of a remote so the next load fetches its latest deployment. */
export function resetRemote(remote: RemoteName): void {
  loaded.delete(remote);
  forgetRemote(remote);
}
