// The parts of the deployment folder's library that TypeScript code uses.

/** A remote's `releases.json` as the commands read and write it. */
export type ReleasesState = {
  live: { release: string; deployedAt: string } | null;
  canary: { release: string; percent: number; startedAt: string } | null;
  /** The last canary aborted, by whom and why; kept until the next canary starts. */
  aborted: { release: string; percent: number; startedAt: string; abortedAt: string; by: string; reason: string | null } | null;
  staged: { release: string; deployedAt: string }[];
  history: { release: string; deployedAt: string; liveFrom?: string; liveUntil?: string }[];
};

type FolderCommand = { to: string; waitMs?: number; log?: (line: string) => void };

/** Another command held the folder's lock for longer than the caller would wait. */
export declare class FolderLockedError extends Error {}

export declare function readReleases(to: string): ReleasesState;
export declare function describeReleases(to: string): string[];
export declare function startCanary(options: FolderCommand & { release: string; percent: number; now?: () => number }): ReleasesState['canary'];
/** Ends the canary (only `release`, when given: null when that one no longer runs); returns the release ended. */
export declare function abortCanary(options: FolderCommand & { release?: string; by?: string; reason?: string | null; now?: () => number }): string | null;
export declare function lockFolder(folder: string, options?: { waitMs?: number; log?: (line: string) => void }): () => void;
