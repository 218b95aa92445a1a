import type { RemoteName } from '@group/shared/config';
import type { RemoteRoutesModule } from '@group/shared/federation';
import { forgetRemote } from './remote-registry';
import { importRoutesModule } from './routes-module';

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
  throw new RemoteLoadError(remote, lastError);
}

/** Drops what is known of a remote so the next load fetches its latest deployment. */
export function resetRemote(remote: RemoteName): void {
  loaded.delete(remote);
  forgetRemote(remote);
}
