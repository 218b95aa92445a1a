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

/** What a deployment folder keeps (README, "Releasing safely"). */
export type Retention = { keep: number; keepForMs: number; keepStaged: number };

type FolderCommand = { to: string; waitMs?: number; log?: (line: string) => void };

/** Another command held the folder's lock for longer than the caller would wait. */
export declare class FolderLockedError extends Error {}

export declare function readReleases(to: string): ReleasesState;
export declare function describeReleases(to: string): string[];
export declare function startCanary(options: FolderCommand & { release: string; percent: number; now?: () => number }): ReleasesState['canary'];
/**
 * Ends the canary (only `release`, and only its run that started at `startedAt`, when given: null
 * when that one no longer runs); returns the release ended. Prunes the folder only with `retention`.
 */
export declare function abortCanary(options: FolderCommand & { release?: string; startedAt?: string; by?: string; reason?: string | null; retention?: Retention; now?: () => number }): string | null;
export declare function lockFolder(folder: string, options?: { waitMs?: number; log?: (line: string) => void }): () => void;
