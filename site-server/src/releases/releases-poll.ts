import type { RemoteName } from '@group/shared/config';
import { pollRemoteFiles } from '@group/shared/page-renderer';
import { releaseManifestUrl, releasesFileSchema, releasesFileUrl } from './releases-file';
import type { ReleasesFile } from './releases-file';

export type ReleaseBudget = Record<string, { bytes: number; limit: number }>;

export type ReleasesPollOptions = {
  /** Each remote's live mf-manifest.json URL. */
  manifests: Record<RemoteName, string>;
  /** How often each releases.json is asked whether it changed (as the renderer asks the manifests). */
  pollMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Told when a remote's releases.json answers with an error or is not one (it is then taken as before). */
  onUnreadable?: (remote: RemoteName, reason: string) => void;
  /** Told when a remote's releases.json was taken or went away: what `current` answers may have changed. */
  onChange?: () => void;
};

export type ReleasesPoll = {
  /** A remote's releases.json as last read; undefined when it has none (404: live only) or none was read yet. */
  current: (remote: RemoteName) => ReleasesFile | undefined;
  /** A release's budget figures from its manifest (`metaData.budget`), read once; undefined when it names none. */
  budgetOf: (remote: RemoteName, release: string, live: boolean) => Promise<ReleaseBudget | undefined>;
  /** Asks every releases.json now; resolves when all have answered. */
  checkNow: () => Promise<void>;
  stop: () => void;
};

/**
 * Polls each remote's releases.json with its ETag, as the renderer polls the manifests
 * (pollRemoteFiles): a change (a canary started, a release promoted or aborted) is seen within
 * `pollMs` by every page after.
 */
export function createReleasesPoll({
  manifests,
  pollMs = 1000,
  fetch = globalThis.fetch,
  onUnreadable = () => undefined,
  onChange = () => undefined,
}: ReleasesPollOptions): ReleasesPoll {
  const files = new Map<RemoteName, ReleasesFile>();
  const budgets = new Map<string, Promise<ReleaseBudget | undefined>>();
  const remotes = Object.keys(manifests) as RemoteName[];

  /** A releases.json answered: taken when it is one; a 404 means live only; anything else leaves it as it was. */
  const take = async (remote: RemoteName, response: Response) => {
    if (response.status === 404) {
      if (files.delete(remote)) onChange();
      return false;
    }
    try {
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const parsed = releasesFileSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('is not a releases file');
      files.set(remote, parsed.data);
      onChange();
      return true;
    } catch (error) {
      onUnreadable(remote, error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  // A remote whose host is down keeps its releases as they were (the renderer's manifest poll says it is down).
  const urls = Object.fromEntries(remotes.map((remote) => [remote, releasesFileUrl(manifests[remote])])) as Record<RemoteName, string>;
  const poll = pollRemoteFiles({ urls, pollMs, fetch, onAnswer: take });

  const budgetOf = (remote: RemoteName, release: string, live: boolean) => {
    const url = live ? manifests[remote] : releaseManifestUrl(manifests[remote], release);
    const key = `${url}#${release}`;
    let budget = budgets.get(key);
    if (!budget) {
      budget = fetch(url)
        .then((response) => (response.ok ? (response.json() as Promise<{ metaData?: { budget?: ReleaseBudget } }>) : undefined))
        .then((manifest) => manifest?.metaData?.budget)
        .catch(() => undefined);
      budgets.set(key, budget);
    }
    return budget;
  };

  return { current: (remote) => files.get(remote), budgetOf, checkNow: poll.checkNow, stop: poll.stop };
}
