// One command at a time in a deployment folder: `.deploy.lock` holds the pid of the command that
// writes there. It is made whole (the pid written, then linked into place, which fails when the
// name exists), so a reader never sees an empty lock; a lock whose process is gone is taken over.
import fs from 'node:fs';
import path from 'node:path';
import { isRunning } from './release-files.mjs';
import { checkFolder } from './release-state.mjs';

export const LOCK_FILE = '.deploy.lock';
const POLL_MS = 100;

/** Another command held the lock for longer than the caller would wait. */
export class FolderLockedError extends Error {}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The pid in a lock file; null when there is no such file, NaN when it holds no pid. */
const holderOf = (file) => {
  try {
    return Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
};

/** Makes the lock ours if nobody holds it; true when it did. */
function tryCreate(lock) {
  const own = `${lock}.${process.pid}.tmp`;
  fs.writeFileSync(own, `${process.pid}\n`);
  try {
    fs.linkSync(own, lock);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(own, { force: true });
  }
}

/**
 * Moves away the lock of `deadPid`. Renaming first and reading what was moved means two commands
 * that both found the same dead holder cannot both remove a lock: the second one moves the first
 * one's new lock, sees a live pid in it and puts it back.
 */
function takeOver(lock, deadPid) {
  const moved = `${lock}.${process.pid}.stale.tmp`;
  try {
    fs.renameSync(lock, moved);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  const holder = holderOf(moved);
  if (holder !== deadPid && holder > 0 && isRunning(holder)) {
    try {
      fs.linkSync(moved, lock);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  fs.rmSync(moved, { force: true });
}

/**
 * Takes the lock of `folder`, waiting up to `waitMs` for a running holder to finish; throws a
 * message naming the holder when it does not. Returns the function that releases it.
 */
export function lockFolder(folder, { waitMs = 30_000, log = () => {} } = {}) {
  checkFolder(folder);
  const lock = path.join(folder, LOCK_FILE);
  const started = Date.now();
  let reported = null;
  for (;;) {
    if (tryCreate(lock)) break;
    const holder = holderOf(lock);
    if (holder === null) continue;
    if (holder === process.pid) throw new Error(`${lock} is held by this command already`);
    if (holder > 0 && !isRunning(holder)) {
      log(`taking over the lock of pid ${holder}, which is no longer running`);
      takeOver(lock, holder);
      continue;
    }
    if (Date.now() - started >= waitMs) {
      throw new FolderLockedError(`${folder} is locked by another deployment (pid ${holder > 0 ? holder : 'unknown'}, in ${lock}); it did not finish within ${Math.round(waitMs / 1000)} s. Try again later, or remove the lock if that process is not a deployment`);
    }
    if (reported !== holder) log(`waiting for pid ${holder}, which holds the lock`);
    reported = holder;
    sleep(POLL_MS);
  }
  return () => {
    if (holderOf(lock) === process.pid) fs.rmSync(lock, { force: true });
  };
}

/** Runs `work` holding the folder's lock, printing "locking" and "unlocked" around it. */
export function withLock(folder, { waitMs, log = () => {} }, work) {
  log('locking');
  const unlock = lockFolder(folder, { waitMs, log });
  try {
    return work();
  } finally {
    unlock();
    log('unlocked');
  }
}
