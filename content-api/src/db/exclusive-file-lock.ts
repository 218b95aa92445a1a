import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

type TryLock = (fd: number) => boolean;
let loaded: Promise<TryLock> | undefined;

/** The native lock call, loaded on first use: a server on DATABASE_URL never needs it. */
function nativeTryLock(): Promise<TryLock> {
  loaded ??= import('fs-native-extensions').then(
    (module) => module.tryLock,
    (error: Error) => {
      loaded = undefined;
      throw new Error(
        `Could not load fs-native-extensions, which locks the data folder, for ${process.platform}-${process.arch}: ` +
          `${error.message}. Run on a system it ships a build for (glibc Linux, macOS, Windows), or set DATABASE_URL.`,
        { cause: error },
      );
    },
  );
  return loaded;
}

/**
 * Opens `file` (created if missing, never truncated) and takes an exclusive lock on it, or answers
 * undefined when another open file holds one. The lock belongs to this open file, not to the pid:
 * an open file description lock on Linux (fcntl F_OFD_SETLK), flock on macOS, LockFileEx on
 * Windows. The kernel keeps it against every process on the machine, whatever PID namespace
 * (container) it runs in, and drops it when the file is closed: when the process exits or is
 * killed, SIGKILL included. Other opens and closes of the same file, in this process or another,
 * leave it in place.
 */
export async function tryLockFile(file: string): Promise<FileHandle | undefined> {
  const tryLock = await nativeTryLock();
  const handle = await open(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  let granted = false;
  try {
    granted = tryLock(handle.fd);
  } catch (error) {
    await handle.close();
    throw new Error(`Could not lock ${file}: ${(error as Error).message}`, { cause: error });
  }
  if (granted) return handle;
  await handle.close();
  return undefined;
}
