// One remote's build copied into the folder its deployment is served from, so that a page open
// before the deploy keeps working: hashed files are added first and kept for a while, and the
// files with fixed names (remoteEntry.js, then the manifest that points to it) are replaced last,
// each by a rename, so a reader never sees half a file or a manifest ahead of its files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The deployments a folder has had: which files each one brought, and when. */
export const HISTORY_FILE = '.deployments.json';

/** Names that carry a content hash ([contenthash:10]): a new build never changes such a file. */
const HASHED = /\.[0-9a-f]{10}\./;
/** Among fixed names, what switches readers to a new build: written after everything else. */
const MANIFESTS = /(^|\/)mf-(manifest|stats)\.json(\.br|\.gz)?$/;

const listFiles = (root) =>
  fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());

const readHistory = (folder) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(folder, HISTORY_FILE), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw new Error(`${path.join(folder, HISTORY_FILE)} cannot be read (${error.message}); move it away to start a new history`);
  }
};

/** Write beside the target, flush, then rename over it: readers see the old file or the new one. */
function writeAtomically(target, body) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeFileSync(handle, body);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, target);
}

/** Temporary files of a deployment that was killed before it renamed them. */
const TEMPORARY = /^\..+\.(\d+)\.tmp$/;
const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
function removeLeftovers(folder) {
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const pid = Number(TEMPORARY.exec(path.basename(file))?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(folder, file), { force: true });
  }
}

/** The renames in a folder reach the disk too, not only the files' contents. */
function syncFolder(folder) {
  const handle = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

const digestOf = (build, files) => {
  const hash = crypto.createHash('sha256');
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) if (files.includes(file)) hash.update(fs.readFileSync(path.join(build, file)));
  return hash.digest('hex').slice(0, 12);
};

/**
 * Deploys `build` (a remote's dist/) into `to`. Files of earlier deployments stay while one of the
 * last `keep` deployments or one made within `keepForMs` lists them; files no deployment recorded
 * are never touched. Returns what was done.
 */
export function deployRemote({ build, to, keep = 5, keepForMs = 24 * 60 * 60 * 1000, now = Date.now, log = () => {} }) {
  for (const required of ['remoteEntry.js', 'mf-manifest.json']) {
    if (!fs.existsSync(path.join(build, required))) throw new Error(`${build} is not a remote's build: ${required} is missing (build it first)`);
  }
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`keep must be 1 or more, got ${keep}`);
  if (!(keepForMs >= 0)) throw new Error(`the time to keep files must be 0 or more, got ${keepForMs} ms`);
  fs.mkdirSync(to, { recursive: true });
  removeLeftovers(to);
  const files = listFiles(build);
  const hashed = files.filter((file) => HASHED.test(path.basename(file)));
  const fixed = files.filter((file) => !HASHED.test(path.basename(file)));
  const ordered = [...fixed.filter((file) => !MANIFESTS.test(file)), ...fixed.filter((file) => MANIFESTS.test(file))];

  // 1. What the new entry will ask for, before anything points to it. A hashed file that is
  //    there already has the same content: it is left as it is.
  let added = 0;
  for (const file of hashed) {
    const target = path.join(to, file);
    if (fs.existsSync(target)) continue;
    writeAtomically(target, fs.readFileSync(path.join(build, file)));
    added += 1;
  }
  // 2. The fixed names, the manifests last: from here on, new readers get the new build.
  for (const file of ordered) writeAtomically(path.join(to, file), fs.readFileSync(path.join(build, file)));

  const history = readHistory(to);
  const deployment = { id: digestOf(build, files), deployedAt: new Date(now()).toISOString(), files: hashed };
  history.push(deployment);

  // 3. Files only older deployments listed, once no recent one does.
  const kept = history.filter((entry, index) => index >= history.length - keep || now() - Date.parse(entry.deployedAt) < keepForMs);
  const live = new Set(kept.flatMap((entry) => entry.files));
  const removed = [];
  for (const file of new Set(history.flatMap((entry) => entry.files))) {
    if (live.has(file) || !fs.existsSync(path.join(to, file))) continue;
    fs.rmSync(path.join(to, file));
    removed.push(file);
  }
  writeAtomically(path.join(to, HISTORY_FILE), `${JSON.stringify(kept, null, 2)}\n`);
  for (const folder of new Set([to, ...files.map((file) => path.dirname(path.join(to, file)))])) syncFolder(folder);
  log(`deployed ${deployment.id}: ${added} new files, ${fixed.length} entry files replaced, ${removed.length} old files removed`);
  return { id: deployment.id, added, replaced: fixed.length, removed };
}
