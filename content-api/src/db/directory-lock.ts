import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

/** Folders this process holds; a lock file naming our own pid is otherwise stale (a restarted container). */
const heldHere = new Set<string>();

/** Takes `<dir>.lock` for this process; a lock left by a process that died is taken over. */
export async function acquireDirectoryLock(dir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  if (heldHere.has(lockFile)) throw new DatabaseInUseError(`The database in ${dir} is already open in this process.`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return async () => {
        heldHere.delete(lockFile);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseInUseError(
          `The database in ${dir} is in use by process ${holder}. Stop it first, or set DATABASE_URL to use ` +
            `a PostgreSQL server that several processes can share. If that process is not content-api, delete ${lockFile}.`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the database in ${dir}.`);
}
