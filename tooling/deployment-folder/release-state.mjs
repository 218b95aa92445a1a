// What a deployment folder says about its releases (README, "Releasing safely"): `releases.json`,
// read by the site's server, and the release folders it names.
import fs from 'node:fs';
import path from 'node:path';
import { writeJsonAtomically } from './release-files.mjs';

export const RELEASES_FILE = 'releases.json';
export const RELEASES_DIR = 'releases';
/** The deployments that went live in a folder: which files each one brought, and when. */
export const HISTORY_FILE = '.deployments.json';
/** Until when a visitor may be sent each release apart from the live one and the canary. */
export const SERVED_FILE = '.served-until.json';

const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}$/;

/** Throws unless `release` can name a release (and so a folder). */
export function checkReleaseName(release) {
  if (typeof release !== 'string' || !RELEASE_NAME.test(release)) {
    throw new Error(`"${release}" cannot name a release: use up to 100 letters, digits and . _ @ + -, starting with a letter or digit`);
  }
  return release;
}

/** Throws unless the deployment folder `to` is there (only a deploy makes one). */
export function checkFolder(to) {
  if (!fs.existsSync(to)) throw new Error(`${to} does not exist: is it the remote's deployment folder?`);
}

export const releaseFolder = (to, release) => path.join(to, RELEASES_DIR, release);

/** The releases whose folders are in `to`. */
export const keptReleases = (to) => {
  try {
    return fs
      .readdirSync(path.join(to, RELEASES_DIR), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && RELEASE_NAME.test(entry.name))
      .map((entry) => entry.name);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
};

/** When a release's folder was last deployed: its manifest is written anew, last, each time. */
export const deployedAtOf = (to, release) => fs.statSync(path.join(releaseFolder(to, release), 'mf-manifest.json')).mtime.toISOString();

/** `releases.json`'s `staged` with `release` (deployed as its folder says) added or refreshed. */
export const withStaged = (to, staged, release) => [...staged.filter((entry) => entry.release !== release), { release, deployedAt: deployedAtOf(to, release) }];

const readJson = (file, empty) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return empty;
    throw new Error(`${file} cannot be read (${error.message}); move it away to start a new one`);
  }
};

/** The deployments that went live, oldest first (`{ id, release, deployedAt, files }`). */
export const readHistory = (to) => readJson(path.join(to, HISTORY_FILE), []);
export const writeHistory = (to, history) => writeJsonAtomically(path.join(to, HISTORY_FILE), history);

/**
 * Until when (an ISO time) a visitor may be sent each release, by release: the expiry of the last
 * preview link made for it, or when it stopped being the canary.
 */
export const readServedUntil = (to) => readJson(path.join(to, SERVED_FILE), {});
export const writeServedUntil = (to, servedUntil) => writeJsonAtomically(path.join(to, SERVED_FILE), servedUntil);
/** The time (ms) `served` records for `release`; -Infinity when none. */
export const servedUntilOf = (served, release) => (served[release] ? Date.parse(served[release]) : -Infinity);

/** Records that a visitor may be sent `release` until `until` (ms), unless a later time is recorded. */
export function serveUntil(to, release, until) {
  const served = readServedUntil(to);
  if (servedUntilOf(served, release) >= until) return;
  writeServedUntil(to, { ...served, [release]: new Date(until).toISOString() });
}

/**
 * `releases.json`, or what a folder without one means: no release known but the live files.
 * `aborted` is the last canary aborted (`{ release, percent, startedAt, abortedAt, by, reason }`),
 * kept until the next canary starts.
 */
export function readReleases(to) {
  const state = readJson(path.join(to, RELEASES_FILE), null);
  return { live: state?.live ?? null, canary: state?.canary ?? null, aborted: state?.aborted ?? null, staged: state?.staged ?? [], history: state?.history ?? [] };
}

/** Written last, after every folder it names is in place. */
export const writeReleases = (to, state) =>
  writeJsonAtomically(path.join(to, RELEASES_FILE), { live: state.live, canary: state.canary, aborted: state.aborted ?? null, staged: state.staged, history: state.history });

/** The release a build says it is (`metaData.release`, written by the build), or null. */
export function releaseOfBuild(build) {
  const manifest = JSON.parse(fs.readFileSync(path.join(build, 'mf-manifest.json'), 'utf8'));
  const release = manifest?.metaData?.release;
  return typeof release === 'string' ? release : null;
}
