import { readFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { tryLockFile } from './exclusive-file-lock';
import { processStartTime } from './process-start-time';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DatabaseInUseError extends Error {}

/** What a lock file holds: the pid, and when that process started (so a reused pid is told apart). */
interface LockHolder {
  pid: number;
  startTime?: string;
}

function readHolder(text: string): LockHolder | undefined {
  const trimmed = text.trim();
  // Older lock files hold the bare pid.
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockHolder>;
    if (Number.isInteger(parsed.pid) && (parsed.pid as number) > 0) {
      return { pid: parsed.pid as number, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : undefined };
    }
  } catch {
    // A lock torn by a crash, or emptied by a clean release, names nobody.
  }
  return undefined;
}

/**
 * The holder is a process of this PID namespace that still runs: the pid is alive and, where the
 * system tells a process's start time, it is the same process that wrote the lock (after a crash
 * and a reboot the pid may belong to anything). A holder in another namespace (another container)
 * is not seen here: its pid means nothing in this one.
 */
async function holderIsVisible(holder: LockHolder): Promise<boolean> {
  if (holder.pid === process.pid || !isRunning(holder.pid)) return false;
  if (holder.startTime === undefined) return true;
  const now = await processStartTime(holder.pid);
  return now === undefined || now === holder.startTime;
}

const ADVICE = 'Stop it first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.';

/** The folder's lock is taken: name the holder as far as this process can see it. */
async function heldElsewhere(dir: string, lockFile: string): Promise<DatabaseInUseError> {
  const holder = readHolder(await readFile(lockFile, 'utf8').catch(() => ''));
  if (holder && (await holderIsVisible(holder))) {
    return new DatabaseInUseError(`The database in ${dir} is in use by process ${holder.pid}. ${ADVICE}`);
  }
  const who = holder
    ? `process ${holder.pid} of another PID namespace (another container using the same folder?)`
    : 'another process';
  return new DatabaseInUseError(`The database in ${dir} is in use by ${who}, which holds the lock on ${lockFile}. ${ADVICE}`);
}

/**
 * Lock files this process holds, with the open files that hold them: kept here, reachable, so that
 * nothing closes one (and drops its lock) before its release. A name without a file is being taken.
 */
const heldHere = new Map<string, FileHandle | undefined>();

/**
 * Takes `<dir>.lock` for this process, with a lock the kernel keeps for as long as the process has
 * the file open (see exclusive-file-lock.ts): a second opener is refused whichever container it
 * runs in, and a process that dies, even by SIGKILL, leaves nothing that blocks a restart. The file
 * names the holder, for the message a refused opener shows, and is emptied, never deleted, on
 * release (a deleted lock file would let the next two openers lock two different files).
 *
 * A file that names a live process of this namespace although nobody holds the lock was written by
 * a release that only wrote the file; that process is left alone.
 */
export async function acquireDirectoryLock(dir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  if (heldHere.has(lockFile)) throw new DatabaseInUseError(`The database in ${dir} is already open in this process.`);
  heldHere.set(lockFile, undefined);
  try {
    const handle = await tryLockFile(lockFile);
    if (!handle) throw await heldElsewhere(dir, lockFile);
    try {
      const previous = readHolder(await handle.readFile('utf8'));
      if (previous && (await holderIsVisible(previous))) {
        throw new DatabaseInUseError(
          `The database in ${dir} is in use by process ${previous.pid}. ${ADVICE} If that process is not content-api, delete ${lockFile}.`,
        );
      }
      const own: LockHolder = { pid: process.pid, startTime: await processStartTime(process.pid) };
      await handle.truncate(0);
      await handle.write(JSON.stringify(own), 0, 'utf8');
    } catch (error) {
      await handle.close();
      throw error;
    }
    heldHere.set(lockFile, handle);
    return async () => {
      if (heldHere.get(lockFile) !== handle) return;
      heldHere.delete(lockFile);
      try {
        await handle.truncate(0);
      } finally {
        await handle.close();
      }
    };
  } catch (error) {
    heldHere.delete(lockFile);
    throw error;
  }
}
