import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
    // A lock torn by a crash names nobody.
  }
  return undefined;
}

/**
 * The holder still runs: the pid is alive and, where the system tells a process's start time, it is
 * the same process that wrote the lock (after a crash and a reboot the pid may belong to anything).
 */
async function holderIsAlive(holder: LockHolder): Promise<boolean> {
  if (holder.pid === process.pid || !isRunning(holder.pid)) return false;
  if (holder.startTime === undefined) return true;
  const now = await processStartTime(holder.pid);
  return now === undefined || now === holder.startTime;
}

/** Folders this process holds; a lock file naming our own pid is otherwise stale (a restarted container). */
const heldHere = new Set<string>();

/** Takes `<dir>.lock` for this process; a lock left by a process that died is taken over. */
export async function acquireDirectoryLock(dir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  if (heldHere.has(lockFile)) throw new DatabaseInUseError(`The database in ${dir} is already open in this process.`);
  const own: LockHolder = { pid: process.pid, startTime: await processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, JSON.stringify(own), { flag: 'wx' });
      heldHere.add(lockFile);
      return async () => {
        heldHere.delete(lockFile);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(await readFile(lockFile, 'utf8').catch(() => ''));
      if (holder && (await holderIsAlive(holder))) {
        throw new DatabaseInUseError(
          `The database in ${dir} is in use by process ${holder.pid}. Stop it first, or set DATABASE_URL to use ` +
            `a PostgreSQL server that several processes can share. If that process is not content-api, delete ${lockFile}.`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the database in ${dir}.`);
}
