// Files of a deployment folder written so that a reader never sees half of one: each is written
// beside its target (or linked there from a copy that is already whole), flushed, then renamed.
import fs from 'node:fs';
import path from 'node:path';

/** Names that carry a content hash ([contenthash:10]): a new build never changes such a file. */
export const HASHED = /\.[0-9a-f]{10}\./;
/** Among fixed names, what switches readers to a new build: written after everything else. */
export const MANIFESTS = /(^|\/)mf-(manifest|stats)\.json(\.br|\.gz)?$/;

/** Every file under `root`, as `a/b.js` paths. */
export const listFiles = (root) =>
  fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());

/** A build's files in the order a reader may see them appear: hashed, other fixed names, manifests. */
export function inWritingOrder(files) {
  const hashed = files.filter((file) => HASHED.test(path.basename(file)));
  const fixed = files.filter((file) => !HASHED.test(path.basename(file)));
  return { hashed, fixed: [...fixed.filter((file) => !MANIFESTS.test(file)), ...fixed.filter((file) => MANIFESTS.test(file))] };
}

export const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const temporaryBeside = (target) => path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);

/** Write beside the target, flush, then rename over it: readers see the old file or the new one. */
export function writeAtomically(target, body) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = temporaryBeside(target);
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeFileSync(handle, body);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, target);
}

/**
 * `source` (a whole file already on disk) at `target`, replaced by a rename: a hard link when the
 * file system allows one, a flushed copy otherwise. Files are never changed in place, so a link
 * shared by two releases' folders stays right for both.
 */
export function placeAtomically(source, target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = temporaryBeside(target);
  fs.rmSync(temporary, { force: true });
  try {
    fs.linkSync(source, temporary);
  } catch {
    writeAtomically(target, fs.readFileSync(source));
    return;
  }
  fs.renameSync(temporary, target);
  // rename(2) of two links to one file does nothing: the target was that file already, and the
  // temporary link stays behind unless it is removed here.
  fs.rmSync(temporary, { force: true });
}

/** Whether two files exist and hold the same bytes. */
export function sameContent(a, b) {
  try {
    const [statA, statB] = [fs.statSync(a), fs.statSync(b)];
    if (statA.ino === statB.ino && statA.dev === statB.dev) return true;
    return statA.size === statB.size && fs.readFileSync(a).equals(fs.readFileSync(b));
  } catch (error) {
    if (error.code === 'ENOENT') return false;
    throw error;
  }
}

/** Temporary files and folders of a command that was killed before it renamed them. */
const TEMPORARY = /^\..+\.(\d+)\.tmp$/;
export function removeLeftovers(folder) {
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const pid = Number(TEMPORARY.exec(path.basename(file))?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(folder, file), { recursive: true, force: true });
  }
}

/** The renames in a folder reach the disk too, not only the files' contents. */
export function syncFolder(folder) {
  const handle = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

/** A JSON file written atomically, in the folder's usual layout (two spaces, final new line). */
export const writeJsonAtomically = (target, value) => writeAtomically(target, `${JSON.stringify(value, null, 2)}\n`);
