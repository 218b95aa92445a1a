import type { RemoteName } from '@group/shared/config';
import { abortReason } from './record-abort';
import { abortedRun } from './release-ledger';
import type { LedgerSnapshot } from './release-ledger';
import type { ReleaseBudget, ReleasesPoll } from './releases-poll';
import type { RollbackRule } from './rollback-rule';

export type ReleaseFigures = {
  release: string;
  /** From its manifest's metaData.budget; null when it names none. */
  budget: ReleaseBudget | null;
  /** Counted by this server since it first sent the release, or since its canary run started (its process, or its primary's). */
  pages: number;
  errors: number;
};

export type RemoteReleasesStatus = {
  /** null when the remote's deployment has no releases.json (its live manifest only). */
  live: (ReleaseFigures & { deployedAt: string | null }) | null;
  /** The canary releases.json names; `autoAborted` when this server's rule aborted this run of it and releases.json does not say so yet (or cannot). */
  canary: (ReleaseFigures & { percent: number; startedAt: string; autoAborted: boolean; abortedAt: string | null; abortReason: string | null }) | null;
  /** The last canary aborted, as releases.json records it: by whom (`pnpm release abort`, or a server by itself) and why. */
  aborted: (ReleaseFigures & { percent: number; startedAt: string; abortedAt: string; by: string; reason: string | null }) | null;
  staged: (ReleaseFigures & { deployedAt: string })[];
};

export type ReleasesStatus = { rollback: RollbackRule; remotes: Partial<Record<RemoteName, RemoteReleasesStatus>> };

/** What GET /_site/releases says: each remote's releases from its releases.json, with their budgets and counts. */
export async function releasesStatus(manifests: Record<RemoteName, string>, poll: ReleasesPoll, ledger: LedgerSnapshot, rule: RollbackRule): Promise<ReleasesStatus> {
  const status: ReleasesStatus = { rollback: rule, remotes: {} };
  /** A release's counts; for a canary run (`startedAt`), none while the ledger still counts an earlier run of it. */
  const countOf = (remote: RemoteName, release: string, startedAt?: string) => {
    const tally = ledger.tallies.find((known) => known.remote === remote && known.release === release);
    const otherRun = startedAt !== undefined && tally?.startedAt !== undefined && tally.startedAt !== startedAt;
    return tally && !otherRun ? tally : { pages: 0, errors: 0 };
  };
  const figures = async (remote: RemoteName, release: string, live: boolean, startedAt?: string): Promise<ReleaseFigures> => {
    const { pages, errors } = countOf(remote, release, startedAt);
    return { release, budget: (await poll.budgetOf(remote, release, live)) ?? null, pages, errors };
  };
  for (const remote of Object.keys(manifests) as RemoteName[]) {
    const file = poll.current(remote);
    if (!file) {
      status.remotes[remote] = { live: null, canary: null, aborted: null, staged: [] };
      continue;
    }
    const { canary } = file;
    const aborted = canary ? ledger.aborted.find((known) => known.remote === remote && known.release === canary.release && abortedRun(known, canary)) : undefined;
    status.remotes[remote] = {
      live: file.live ? { ...(await figures(remote, file.live.release, true)), deployedAt: file.live.deployedAt } : null,
      canary: canary
        ? {
            ...(await figures(remote, canary.release, false, canary.startedAt)),
            percent: canary.percent,
            startedAt: canary.startedAt,
            autoAborted: aborted !== undefined,
            abortedAt: aborted?.at ?? null,
            abortReason: aborted ? abortReason(aborted) : null,
          }
        : null,
      aborted: file.aborted ? { ...(await figures(remote, file.aborted.release, false, file.aborted.startedAt)), ...file.aborted } : null,
      staged: await Promise.all((file.staged ?? []).map(async (staged) => ({ ...(await figures(remote, staged.release, false)), deployedAt: staged.deployedAt }))),
    };
  }
  return status;
}
