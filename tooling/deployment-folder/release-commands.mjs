// What `pnpm release` does in a deployment folder (README, "Releasing safely"): each command holds
// the folder's lock and writes `releases.json` last.
import fs from 'node:fs';
import { withLock } from './release-lock.mjs';
import { makeLive } from './release-live.mjs';
import { checkRetention, keptDeployments, retainReleases } from './release-retention.mjs';
import { checkFolder, checkReleaseName, keptReleases, readHistory, readReleases, readServedUntil, releaseFolder, serveUntil, withStaged, writeReleases } from './release-state.mjs';

/** Throws unless `release` has its folder in `to`. */
export function checkKept(to, release) {
  checkReleaseName(release);
  if (!fs.existsSync(releaseFolder(to, release))) {
    const kept = keptReleases(to);
    throw new Error(`${release} is not kept in ${to}; kept releases: ${kept.length ? kept.join(', ') : 'none'}`);
  }
}

/** Sends `percent` of visitors (1 to 99) to a staged or kept release. */
export function startCanary({ to, release, percent, now = Date.now, waitMs, log = () => {} }) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new Error(`--percent must be a whole number from 1 to 99, got ${percent}`);
  return withLock(to, { waitMs, log }, () => {
    checkKept(to, release);
    const state = readReleases(to);
    if (state.live?.release === release) throw new Error(`${release} is the live release already`);
    if (state.canary && state.canary.release !== release) throw new Error(`${state.canary.release} is the canary already; promote or abort it first`);
    const canary = { release, percent, startedAt: state.canary?.startedAt ?? new Date(now()).toISOString() };
    writeReleases(to, { ...state, canary, aborted: null, staged: state.staged.filter((entry) => entry.release !== release) });
    log(`${release} is the canary for ${percent}% of visitors`);
    return canary;
  });
}

const runningCanary = (to, state = readReleases(to)) => {
  if (!state.canary) throw new Error(`no canary runs in ${to}`);
  return state.canary;
};

/** The canary becomes the live release, exactly as a deploy of it would make it. */
export const promoteCanary = ({ to, retention, now, waitMs, log = () => {} }) =>
  withLock(to, { waitMs, log }, () => {
    const { release } = runningCanary(to);
    makeLive({ to, release, retention, now, log });
    log(`${release} is live`);
    return release;
  });

/**
 * Ends the canary: every visitor gets the live release again; the canary's release stays staged,
 * and is kept as long after this as retention keeps the files of a release that went out of use.
 * `releases.json` says who ended it (`by`) and why (`reason`, null when none is given) until the
 * next canary starts. With `release` (and `startedAt`), only that canary (that run of it) is
 * ended: null when it no longer runs (another command ended or promoted it first). With
 * `retention`, the folder is then pruned as a deploy prunes it (`releases.json` written first).
 */
export const abortCanary = ({ to, release: expected, startedAt: expectedStart, by = 'pnpm release abort', reason = null, retention, now = Date.now, waitMs, log = () => {} }) => {
  if (retention) checkRetention(retention);
  return withLock(to, { waitMs, log }, () => {
    const state = readReleases(to);
    if (expected !== undefined && (state.canary?.release !== expected || (expectedStart !== undefined && state.canary.startedAt !== expectedStart))) return null;
    const { release, percent, startedAt } = runningCanary(to, state);
    const aborted = { release, percent, startedAt, abortedAt: new Date(now()).toISOString(), by, reason };
    // Retention keeps the release as long after this as it keeps a release that went out of use.
    serveUntil(to, release, now());
    const next = { ...state, canary: null, aborted, staged: withStaged(to, state.staged, release) };
    let removed = [];
    if (retention) {
      ({ removed } = retainReleases({ to, state: next, deployments: keptDeployments(readHistory(to), retention, now), retention, now, log }));
      log(`${removed.length} old files removed`);
    } else writeReleases(to, next);
    log(`canary ${release} stopped; ${removed.includes(`releases/${release}/`) ? 'retention removed its folder (--keep-hours 0)' : 'it stays staged'}`);
    return release;
  });
};

/** Rolls back or forward to a kept release. */
export const makeReleaseLive = ({ to, release, retention, now, waitMs, log = () => {} }) =>
  withLock(to, { waitMs, log }, () => {
    checkKept(to, release);
    makeLive({ to, release, retention, now, log });
    log(`${release} is live`);
    return release;
  });

/**
 * Records in `to` that a preview link shows `release` until `until` (ms), so that retention keeps
 * the release as long as the link can be opened; the link is to be handed out only after this.
 */
export const recordPreview = ({ to, release, until, waitMs, log = () => {} }) =>
  withLock(to, { waitMs, log }, () => {
    checkKept(to, release);
    serveUntil(to, release, until);
  });

/** The last canary aborted, and by whom and why, as a line for a person. */
const describeAbort = ({ release, percent, startedAt, abortedAt, by, reason }) =>
  `${release} (for ${percent}% of visitors since ${startedAt}) at ${abortedAt} by ${by}${reason ? `: ${reason}` : ''}`;

/** What `releases.json` says, as lines for a person. */
export function describeReleases(to) {
  checkFolder(to);
  const state = readReleases(to);
  const served = readServedUntil(to);
  const lines = [`live:    ${state.live ? `${state.live.release} (deployed ${state.live.deployedAt})` : 'unknown (no releases.json)'}`];
  lines.push(`canary:  ${state.canary ? `${state.canary.release} for ${state.canary.percent}% of visitors (since ${state.canary.startedAt})` : 'none'}`);
  if (state.aborted) lines.push(`aborted: ${describeAbort(state.aborted)}`);
  lines.push(`staged:  ${state.staged.length ? '' : 'none'}`.trimEnd());
  for (const entry of state.staged) {
    const until = served[entry.release] ? `, shown to visitors until ${served[entry.release]}` : '';
    lines.push(`  ${entry.release} (deployed ${entry.deployedAt}${until})`);
  }
  lines.push(`history: ${state.history.length ? '' : 'none'}`.trimEnd());
  for (const entry of [...state.history].reverse()) lines.push(`  ${entry.release} (deployed ${entry.deployedAt}, live ${entry.liveFrom} to ${entry.liveUntil})`);
  return lines;
}
