// One remote's build deployed into the folder its address serves (README, "Deploying one remote"),
// so that a page open before the deploy keeps working: the build goes into its own release folder
// first, then (unless it is only staged) its files are added to the root, hashed files first, and
// the files with fixed names (remoteEntry.js, then the manifest that points to it) replaced last,
// each by a rename, so a reader never sees half a file or a manifest ahead of its files. One
// deploy or release command at a time, by the folder's lock.
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_RETENTION,
  checkReleaseName,
  checkRetention,
  digestOf,
  makeLive,
  readHistory,
  readReleases,
  releaseOfBuild,
  removeLeftovers,
  retainReleases,
  withLock,
  withStaged,
} from '@group/deployment-folder';
import { writeReleaseFolder } from './release-folder.mjs';

/**
 * Adds a staged release to `releases.json`, keeping as many staged releases as `retention` says;
 * the root, and so what visitors get, stays as it is. Returns the release folders removed.
 */
function stage({ to, release, retention, now, log }) {
  const state = readReleases(to);
  log('staged, not live');
  const staged = { ...state, staged: withStaged(to, state.staged, release) };
  const { removed } = retainReleases({ to, state: staged, deployments: readHistory(to), retention, deploying: release, now, log });
  log(`${removed.length} old files removed`);
  return removed;
}

/**
 * Deploys `build` (a remote's dist/) into `to` as its release (`metaData.release` of its manifest,
 * or the id of its content): live, or with `staged` only kept beside the live one. Files of earlier
 * deployments stay while one of the last `keep` deployments or one made within `keepForMs` lists
 * them, staged releases as `keepStaged` says (release-retention.mjs); files no deployment recorded
 * are never touched. Returns what was done.
 */
export function deployRemote({ build, to, retention = DEFAULT_RETENTION, staged = false, waitMs = 30_000, now = Date.now, log = () => {} }) {
  for (const required of ['remoteEntry.js', 'mf-manifest.json']) {
    if (!fs.existsSync(path.join(build, required))) throw new Error(`${build} is not a remote's build: ${required} is missing (build it first)`);
  }
  checkRetention(retention);
  const release = checkReleaseName(releaseOfBuild(build) ?? digestOf(build));
  fs.mkdirSync(to, { recursive: true });
  return withLock(to, { waitMs, log }, () => {
    const before = readReleases(to);
    if (staged && (before.live?.release === release || before.canary?.release === release)) {
      throw new Error(`${release} is ${before.live?.release === release ? 'live' : 'the canary'} in ${to} already; deploy it under a release name of its own to stage it`);
    }
    removeLeftovers(to);
    writeReleaseFolder({ build, to, release, log });
    if (staged) {
      return { release, staged: true, removed: stage({ to, release, retention, now, log }) };
    }
    const { id, removed } = makeLive({ to, release, retention, now, log });
    log(`deployed ${release}${release === id ? '' : ` (${id})`}`);
    return { release, id, staged: false, removed };
  });
}
