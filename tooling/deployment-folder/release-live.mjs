// Making a release the live one: its files copied to the folder's root from `releases/<release>/`
// the way a deploy always wrote them (hashed files first, fixed names last, the manifest last), the
// history and its retention (release-retention.mjs), then `releases.json`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inWritingOrder, listFiles, placeAtomically, syncFolder } from './release-files.mjs';
import { checkRetention, keptDeployments, retainReleases } from './release-retention.mjs';
import { deployedAtOf, readHistory, readReleases, releaseFolder, writeHistory } from './release-state.mjs';

/** A short id of a build's content: its entry and manifest. */
export const digestOf = (folder) => {
  const hash = crypto.createHash('sha256');
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) hash.update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 12);
};

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

/** Removes the root files no kept deployment lists (files it did not bring stay); returns them. */
function removeOldFiles({ to, history, kept }) {
  const listed = new Set(kept.flatMap((entry) => entry.files));
  const removed = [];
  for (const file of new Set(history.flatMap((entry) => entry.files))) {
    if (listed.has(file) || !fs.existsSync(path.join(to, file))) continue;
    fs.rmSync(path.join(to, file));
    removed.push(file);
  }
  writeHistory(to, kept);
  syncFolder(to);
  return removed;
}

/**
 * Makes `release` (whose folder is written) the live release of `to`: the root's files, the
 * history and its retention, then `releases.json`, which drops it from the canary and the staged
 * releases. The release live before goes into the history with the time it stopped being live.
 */
export function makeLive({ to, release, retention, now = Date.now, log = () => {} }) {
  checkRetention(retention);
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
  const deployments = [...history, deployment];
  const kept = keptDeployments(deployments, retention, now);
  const files = removeOldFiles({ to, history: deployments, kept });
  const { state: written, removed: folders } = retainReleases({ to, state: next, deployments: kept, retention, now, log });
  log(`${files.length + folders.length} old files removed`);
  return { id: deployment.id, removed: [...files, ...folders], state: written };
}
