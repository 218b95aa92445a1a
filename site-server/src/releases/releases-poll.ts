import type { RemoteName } from '@group/shared/config';
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
 * Polls each remote's releases.json with its ETag, like the renderer's manifest poll: a change
 * (a canary started, a release promoted or aborted) is seen within `pollMs` by every page after.
 */
export function createReleasesPoll({ manifests, pollMs = 1000, fetch = globalThis.fetch, onUnreadable = () => undefined }: ReleasesPollOptions): ReleasesPoll {
  const known = new Map<RemoteName, { etag: string | null; file: ReleasesFile | undefined }>();
  const budgets = new Map<string, Promise<ReleaseBudget | undefined>>();
  const remotes = Object.keys(manifests) as RemoteName[];

  const check = async (remote: RemoteName) => {
    const before = known.get(remote);
    let response: Response;
    try {
      response = await fetch(releasesFileUrl(manifests[remote]), { headers: before?.etag ? { 'If-None-Match': before.etag } : {} });
    } catch {
      // The remote's host is down: the renderer's manifest poll says so; its releases stay as they were.
      return;
    }
    try {
      if (response.status === 304) return;
      if (response.status === 404) return void known.set(remote, { etag: null, file: undefined });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const parsed = releasesFileSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('is not a releases file');
      known.set(remote, { etag: response.headers.get('etag'), file: parsed.data });
    } catch (error) {
      onUnreadable(remote, error instanceof Error ? error.message : String(error));
    }
  };

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

  const checkNow = () => Promise.all(remotes.map(check)).then(() => undefined);
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    void checkNow().finally(() => {
      polling = false;
    });
  }, pollMs);
  timer.unref();

  return { current: (remote) => known.get(remote)?.file, budgetOf, checkNow, stop: () => clearInterval(timer) };
}
