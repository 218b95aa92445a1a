import type { RemoteName } from '@group/shared/config';

/** A remote's module could not be loaded (remote down, script chunk failed, bad module). */
export class RemoteLoadError extends Error {
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
