import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@group/shared/config';
import { forgetRemote } from './remote-registry';
import { containerNames, ROUTES_EXPOSE } from './remote-modules';
import type { RemoteRoutesModule } from './remote-modules';
import { RemoteLoadError } from './remote-load-error';
import { asRoutesModule } from './routes-module';

export type LoadRoutesOptions = {
  /** Further attempts after the first fails (a script chunk that failed once often loads next). */
  retries?: number;
  /** Wait before attempt n is n times this. */
  retryDelayMs?: number;
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
      const module = asRoutesModule(await loadRemote<unknown>(`${containerNames[remote]}/${ROUTES_EXPOSE}`));
      if (!module) throw new Error(`${containerNames[remote]}/${ROUTES_EXPOSE} does not export routes`);
      loaded.set(remote, module);
      return module as RemoteRoutesModule<R>;
    } catch (error) {
      lastError = error;
    }
  }
  // Leave nothing half-loaded behind: the visitor's "Try again" starts from scratch.
  forgetRemote(remote);
  throw new RemoteLoadError(remote, lastError);
}

/** Drops what is known of a remote so the next load fetches its latest deployment. */
export function resetRemote(remote: RemoteName): void {
  loaded.delete(remote);
  forgetRemote(remote);
}
