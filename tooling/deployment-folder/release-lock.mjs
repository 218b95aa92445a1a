// One command at a time in a deployment folder: `.deploy.lock` holds the pid and the host of the
// command that writes there. It is made whole (written, then linked into place, which fails when
// the name exists), so a reader never sees an empty lock. A lock whose process is gone is taken
// over: on this host, when its pid is not running; from another host sharing the folder (NFS),
// whose processes this one cannot see, once it is older than any command holds it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRunning } from './release-files.mjs';
import { checkFolder } from './release-state.mjs';

export const LOCK_FILE = '.deploy.lock';
/** A lock taken on another host is believed this long; commands hold it for seconds. */
export const FOREIGN_LOCK_MS = 10 * 60 * 1000;
const POLL_MS = 100;
const HOST = os.hostname();
const OWN = `${process.pid} ${HOST}`;

/** Another command held the lock for longer than the caller would wait. */
export class FolderLockedError extends Error {}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Who holds a lock file (`<pid> <host>`; a lock without a host is this host's), and since when;
 * null when there is no such file. `pid` is NaN when it holds none.
 */
const holderOf = (file) => {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    const [pid, host = HOST] = text.split(/\s+/);
    return { text, pid: Number.parseInt(pid, 10), host, since: fs.statSync(file).mtimeMs };
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
};

const nameOf = (holder) => (holder.host === HOST ? `pid ${holder.pid > 0 ? holder.pid : 'unknown'}` : `pid ${holder.pid} on ${holder.host}`);

/** Why a holder's lock may be taken over, or null while it may still be at work. */
function goneBecause(holder) {
  if (holder.host !== HOST) {
    return Date.now() - holder.since > FOREIGN_LOCK_MS ? `which has held it for more than ${FOREIGN_LOCK_MS / 60_000} minutes` : null;
  }
  return holder.pid > 0 && !isRunning(holder.pid) ? 'which is no longer running' : null;
}

/** Makes the lock ours if nobody holds it; true when it did. */
function tryCreate(lock) {
  const own = `${lock}.${HOST}.${process.pid}.tmp`;
  fs.writeFileSync(own, `${OWN}\n`);
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
 * Moves away the lock of `gone`. Renaming first and reading what was moved means two commands
 * that both found the same gone holder cannot both remove a lock: the second one moves the first
 * one's new lock, sees another holder at work in it and puts it back.
 */
function takeOver(lock, gone) {
  const moved = `${lock}.${HOST}.${process.pid}.stale.tmp`;
  try {
    fs.renameSync(lock, moved);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  const holder = holderOf(moved);
  if (holder && holder.text !== gone.text && holder.pid > 0 && !goneBecause(holder)) {
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
    if (holder.text === OWN) throw new Error(`${lock} is held by this command already`);
    const gone = goneBecause(holder);
    if (gone) {
      log(`taking over the lock of ${nameOf(holder)}, ${gone}`);
      takeOver(lock, holder);
      continue;
    }
    if (Date.now() - started >= waitMs) {
      throw new FolderLockedError(`${folder} is locked by another deployment (${nameOf(holder)}, in ${lock}); it did not finish within ${Math.round(waitMs / 1000)} s. Try again later, or remove the lock if that process is not a deployment`);
    }
    if (reported !== holder.text) log(`waiting for ${nameOf(holder)}, which holds the lock`);
    reported = holder.text;
    sleep(POLL_MS);
  }
  return () => {
    if (holderOf(lock)?.text === OWN) fs.rmSync(lock, { force: true });
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
