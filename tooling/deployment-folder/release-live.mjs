// Making a release the live one: its files copied to the folder's root from `releases/<release>/`
// the way a deploy always wrote them (hashed files first, fixed names last, the manifest last), the
// history and its retention, then `releases.json`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inWritingOrder, listFiles, placeAtomically, syncFolder } from './release-files.mjs';
import { deployedAtOf, keptReleases, readHistory, readReleases, releaseFolder, writeHistory, writeReleases } from './release-state.mjs';

/** A short id of a build's content: its entry and manifest. */
export const digestOf = (folder) => {
  const hash = crypto.createHash('sha256');
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) hash.update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 12);
};

/** Throws unless `keep` and `keepForMs` are a retention a deployment folder can use. */
export function checkRetention({ keep, keepForMs }) {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`keep must be 1 or more, got ${keep}`);
  if (!(keepForMs >= 0)) throw new Error(`the time to keep files must be 0 or more, got ${keepForMs} ms`);
}

/** Copies `releases/<release>/` to the root, as the live release; returns its history entry. */
function replaceLiveFiles({ to, release, now, log }) {
  const source = releaseFolder(to, release);
  const files = listFiles(source).filter((file) => !path.basename(file).startsWith('.'));
  const { hashed, fixed } = inWritingOrder(files);
  // 1. What the new entry will ask for, before anything points to it. A hashed file that is
  //    there already has the same content: it is left as it is.
  for (const file of hashed) if (!fs.existsSync(path.join(to, file))) placeAtomically(path.join(source, file), path.join(to, file));
  // 2. The fixed names, the manifests last: from here on, new readers get the new release.
  for (const file of fixed) placeAtomically(path.join(source, file), path.join(to, file));
  for (const folder of new Set([to, ...files.map((file) => path.dirname(path.join(to, file)))])) syncFolder(folder);
  log('live pointer replaced');
  return { id: digestOf(source), release, deployedAt: new Date(now()).toISOString(), files: hashed };
}

/** Removes what no kept deployment lists: root files, then release folders nothing names. */
function applyRetention({ to, history, state, keep, keepForMs, now, log }) {
  const kept = history.filter((entry, index) => index >= history.length - keep || now() - Date.parse(entry.deployedAt) < keepForMs);
  const listed = new Set(kept.flatMap((entry) => entry.files));
  const removed = [];
  for (const file of new Set(history.flatMap((entry) => entry.files))) {
    if (listed.has(file) || !fs.existsSync(path.join(to, file))) continue;
    fs.rmSync(path.join(to, file));
    removed.push(file);
  }
  writeHistory(to, kept);
  const named = new Set([state.live?.release, state.canary?.release, ...state.staged.map((entry) => entry.release), ...kept.map((entry) => entry.release)]);
  for (const release of keptReleases(to)) {
    if (named.has(release)) continue;
    // Moved away first, so that no reader ever sees half a release folder.
    const away = path.join(to, 'releases', `.${release}.${process.pid}.tmp`);
    fs.renameSync(releaseFolder(to, release), away);
    fs.rmSync(away, { recursive: true, force: true });
    removed.push(`releases/${release}/`);
  }
  syncFolder(to);
  log(`${removed.length} old files removed`);
  return { removed, keptReleases: named };
}

/**
 * Makes `release` (whose folder is written) the live release of `to`: the root's files, the
 * history and its retention, then `releases.json`, which drops it from the canary and the staged
 * releases. The release live before goes into the history with the time it stopped being live.
 */
export function makeLive({ to, release, keep, keepForMs, now = Date.now, log = () => {} }) {
  checkRetention({ keep, keepForMs });
  const history = readHistory(to);
  const wentLive = history.at(-1);
  const state = readReleases(to);
  const deployment = replaceLiveFiles({ to, release, now, log });
  const at = new Date(now()).toISOString();
  const past = state.live && state.live.release !== release
    ? [...state.history, { release: state.live.release, deployedAt: state.live.deployedAt, liveFrom: wentLive?.release === state.live.release ? wentLive.deployedAt : state.live.deployedAt, liveUntil: at }]
    : state.history;
  const next = {
    live: { release, deployedAt: deployedAtOf(to, release) },
    canary: state.canary?.release === release ? null : state.canary,
    aborted: state.aborted,
    staged: state.staged.filter((entry) => entry.release !== release),
    history: past,
  };
  const { removed, keptReleases: named } = applyRetention({ to, history: [...history, deployment], state: next, keep, keepForMs, now, log });
  next.history = next.history.filter((entry) => named.has(entry.release));
  writeReleases(to, next);
  return { id: deployment.id, removed, state: next };
}
