// What a deployment folder keeps (README, "Releasing safely"): the files and folders of the last
// `keep` deployments that went live and of those made within `keepForMs`, the live release, the
// canary, and the `keepStaged` newest staged releases plus every staged one a visitor may still be
// sent (a preview link not yet expired, a canary just ended: until `keepForMs` after that). What no
// kept release names goes: `releases.json` is written first, so the site's server stops choosing a
// release before its folder is moved away and deleted.
import fs from 'node:fs';
import path from 'node:path';
import { syncFolder } from './release-files.mjs';
import { RELEASES_DIR, keptReleases, readServedUntil, releaseFolder, servedUntilOf, writeReleases, writeServedUntil } from './release-state.mjs';

export const DEFAULT_RETENTION = { keep: 5, keepForMs: 24 * 60 * 60 * 1000, keepStaged: 5 };

/** Throws unless `retention` is one a deployment folder can use. */
export function checkRetention({ keep, keepForMs, keepStaged }) {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`keep must be 1 or more, got ${keep}`);
  if (!(keepForMs >= 0)) throw new Error(`the time to keep files must be 0 or more, got ${keepForMs} ms`);
  if (!Number.isInteger(keepStaged) || keepStaged < 1) throw new Error(`keep-staged must be 1 or more, got ${keepStaged}`);
}

/** The deployments of `.deployments.json` whose files stay: the last `keep`, and those of the last `keepForMs`. */
export const keptDeployments = (history, { keep, keepForMs }, now) =>
  history.filter((entry, index) => index >= history.length - keep || now() - Date.parse(entry.deployedAt) < keepForMs);

/**
 * `staged` split into what stays and what goes: the `keepStaged` most recently deployed stay, and
 * so do older ones that are being deployed (`deploying`) or that a visitor may still be sent
 * (`servedUntil`, plus `keepForMs` for pages still open).
 */
export function stagedToKeep(staged, { keepStaged, keepForMs }, { servedUntil, deploying, now }) {
  // Reversed first: of two deployed at the same moment, the one staged later counts as newer.
  const newestFirst = [...staged].reverse().sort((a, b) => Date.parse(b.deployedAt) - Date.parse(a.deployedAt));
  const newest = new Set(newestFirst.slice(0, keepStaged).map((entry) => entry.release));
  const stays = (entry) =>
    newest.has(entry.release) || entry.release === deploying || now() < servedUntilOf(servedUntil, entry.release) + keepForMs;
  return { kept: staged.filter(stays), dropped: staged.filter((entry) => !stays(entry)) };
}

/**
 * Writes `state` (its history reduced to releases still kept), then removes each release folder
 * that neither `state` nor a kept deployment names: moved away first, so that no reader ever
 * sees half of one, then deleted. Returns the folders removed.
 */
export function settleReleases({ to, state, deployments }) {
  const named = new Set([state.live?.release, state.canary?.release, ...state.staged.map((entry) => entry.release), ...deployments.map((entry) => entry.release)]);
  const next = { ...state, history: state.history.filter((entry) => named.has(entry.release)) };
  writeReleases(to, next);
  const removed = [];
  for (const release of keptReleases(to)) {
    if (named.has(release)) continue;
    const away = path.join(to, RELEASES_DIR, `.${release}.${process.pid}.tmp`);
    fs.renameSync(releaseFolder(to, release), away);
    fs.rmSync(away, { recursive: true, force: true });
    removed.push(`releases/${release}/`);
  }
  if (removed.length) syncFolder(path.join(to, RELEASES_DIR));
  const served = Object.entries(readServedUntil(to));
  const still = served.filter(([release]) => named.has(release));
  if (still.length < served.length) writeServedUntil(to, Object.fromEntries(still));
  return { state: next, removed };
}

/**
 * `state` with its staged releases reduced as `retention` says, written, and the folders nothing
 * names removed; prints the staged releases it removed. `deployments` are the kept ones.
 */
export function retainReleases({ to, state, deployments, retention, deploying, now, log }) {
  const { kept, dropped } = stagedToKeep(state.staged, retention, { servedUntil: readServedUntil(to), deploying, now });
  const settled = settleReleases({ to, state: { ...state, staged: kept }, deployments });
  if (dropped.length) {
    log(`staged releases removed (the ${retention.keepStaged} newest and those visitors may still be sent stay): ${dropped.map((entry) => entry.release).join(', ')}`);
  }
  return settled;
}
