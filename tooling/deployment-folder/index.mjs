// A remote's deployment folder as `pnpm deploy:remote` and `pnpm release` change it (README,
// "Releasing safely"): its lock, its files written whole, `releases.json`, and the release
// commands. The site's server records an automatic canary abort through the same code.
export { abortCanary, checkKept, describeReleases, makeReleaseLive, promoteCanary, recordPreview, startCanary } from './release-commands.mjs';
export { HASHED, inWritingOrder, listFiles, placeAtomically, removeLeftovers, sameContent, syncFolder, writeAtomically } from './release-files.mjs';
export { digestOf, makeLive } from './release-live.mjs';
export { FolderLockedError, lockFolder, withLock } from './release-lock.mjs';
export { DEFAULT_RETENTION, checkRetention, retainReleases } from './release-retention.mjs';
export { checkReleaseName, keptReleases, readHistory, readReleases, releaseFolder, releaseOfBuild, withStaged, writeReleases } from './release-state.mjs';
