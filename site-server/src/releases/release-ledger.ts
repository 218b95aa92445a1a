import type { RemoteName } from '@group/shared/config';
import { breaksRule, errorRate } from './rollback-rule';
import type { ReleaseCount, RollbackRule } from './rollback-rule';

/** Which release of a remote is live and which is its canary, as the worker that counted saw it. */
export type RemoteRoles = { live: string | undefined; canary: string | undefined };

/** What was counted for one release of one remote since it was first seen. */
export type Tally = { remote: RemoteName; release: string; pages: number; errors: number };

/** A canary the rule stopped. */
export type AbortedCanary = { remote: RemoteName; release: string; live: string; at: string; canaryRate: number; liveRate: number; canaryPages: number; livePages: number };

export type LedgerSnapshot = { tallies: Tally[]; aborted: AbortedCanary[] };

/** Counts of one batch: page views and error reports per (remote, release), with the roles they were counted under. */
export type CountBatch = { tallies: Tally[]; roles: Partial<Record<RemoteName, RemoteRoles>> };

const key = (remote: string, release: string) => `${remote}\u0000${release}`;

/**
 * Page views and error reports per (remote, release), and the rollback rule applied to each
 * remote's canary as its counts grow. Held once per site: in the primary process when the
 * server runs in workers, which add their counts to it.
 */
export class ReleaseLedger {
  private readonly tallies = new Map<string, Tally>();
  private readonly aborted = new Map<string, AbortedCanary>();

  constructor(
    private readonly rule: RollbackRule,
    private readonly onAbort: (aborted: AbortedCanary) => void,
  ) {}

  add({ tallies, roles }: CountBatch): void {
    for (const { remote, release, pages, errors } of tallies) {
      const tally = this.tallyOf(remote, release);
      tally.pages += pages;
      tally.errors += errors;
    }
    for (const [remote, role] of Object.entries(roles) as [RemoteName, RemoteRoles][]) this.judge(remote, role);
  }

  isAborted(remote: string, release: string): boolean {
    return this.aborted.has(key(remote, release));
  }

  snapshot(): LedgerSnapshot {
    return { tallies: [...this.tallies.values()].map((tally) => ({ ...tally })), aborted: [...this.aborted.values()] };
  }

  private tallyOf(remote: RemoteName, release: string): Tally {
    let tally = this.tallies.get(key(remote, release));
    if (!tally) this.tallies.set(key(remote, release), (tally = { remote, release, pages: 0, errors: 0 }));
    return tally;
  }

  private judge(remote: RemoteName, { live, canary }: RemoteRoles): void {
    if (!live || !canary || canary === live || this.isAborted(remote, canary)) return;
    const canaryCount: ReleaseCount = this.tallyOf(remote, canary);
    const liveCount: ReleaseCount = this.tallyOf(remote, live);
    if (!breaksRule(this.rule, canaryCount, liveCount)) return;
    const aborted: AbortedCanary = {
      remote,
      release: canary,
      live,
      at: new Date().toISOString(),
      canaryRate: errorRate(canaryCount),
      liveRate: errorRate(liveCount),
      canaryPages: canaryCount.pages,
      livePages: liveCount.pages,
    };
    this.aborted.set(key(remote, canary), aborted);
    this.onAbort(aborted);
  }
}
