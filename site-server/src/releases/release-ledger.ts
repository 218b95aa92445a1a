import type { RemoteName } from '@group/shared/config';
import { breaksRule, errorRate } from './rollback-rule';
import type { ReleaseCount, RollbackRule } from './rollback-rule';

/**
 * One run of a canary: its release, from when releases.json says it started. The same release made
 * the canary again (after an abort) is another run, judged on its own counts.
 */
export type CanaryRun = { release: string; startedAt: string };

/** Which release of a remote is live and which canary run goes on, as the worker that counted saw it. */
export type RemoteRoles = { live: string | undefined; canary: CanaryRun | undefined };

/** What was counted for one release of one remote since it was first seen. */
export type Tally = { remote: RemoteName; release: string; pages: number; errors: number };

/** A ledger's tally, with the canary run it counts since (when the release was seen as a canary). */
export type LedgerTally = Tally & { startedAt?: string };

/** A canary run the rule stopped. */
export type AbortedCanary = CanaryRun & { remote: RemoteName; live: string; at: string; canaryRate: number; liveRate: number; canaryPages: number; livePages: number };

export type LedgerSnapshot = { tallies: LedgerTally[]; aborted: AbortedCanary[] };

/** Counts of one batch: page views and error reports per (remote, release), with the roles they were counted under. */
export type CountBatch = { tallies: Tally[]; roles: Partial<Record<RemoteName, RemoteRoles>> };

const key = (remote: string, release: string) => `${remote}\u0000${release}`;

/** Whether `aborted` holds that very run of a remote's canary. */
export const abortedRun = (aborted: AbortedCanary | undefined, run: CanaryRun): boolean => aborted !== undefined && aborted.startedAt === run.startedAt;

/**
 * Page views and error reports per (remote, release), and the rollback rule applied to each
 * remote's canary run as its counts grow. Held once per site: in the primary process when the
 * server runs in workers, which add their counts to it. A new run of a release counts from zero
 * (the live release's counts go on); counts sent under a run that has since been followed by
 * another are left out.
 */
export class ReleaseLedger {
  private readonly tallies = new Map<string, LedgerTally>();
  /** The last run of each (remote, release) aborted. */
  private readonly aborted = new Map<string, AbortedCanary>();
  /** The runs of each (remote, release) that another run followed. */
  private readonly pastRuns = new Map<string, Set<string>>();

  constructor(
    private readonly rule: RollbackRule,
    private readonly onAbort: (aborted: AbortedCanary) => void,
  ) {}

  add({ tallies, roles }: CountBatch): void {
    const entries = Object.entries(roles) as [RemoteName, RemoteRoles][];
    // Counted under a canary run that another has followed since: that release's counts are left out.
    const stale = new Set(entries.filter(([remote, role]) => role.canary && !this.followRun(remote, role.canary)).map(([remote]) => remote));
    for (const { remote, release, pages, errors } of tallies) {
      if (stale.has(remote) && roles[remote]?.canary?.release === release) continue;
      const tally = this.tallyOf(remote, release);
      tally.pages += pages;
      tally.errors += errors;
    }
    for (const [remote, role] of entries) if (!stale.has(remote)) this.judge(remote, role);
  }

  isAborted(remote: string, run: CanaryRun): boolean {
    return abortedRun(this.aborted.get(key(remote, run.release)), run);
  }

  snapshot(): LedgerSnapshot {
    return { tallies: [...this.tallies.values()].map((tally) => ({ ...tally })), aborted: [...this.aborted.values()] };
  }

  private tallyOf(remote: RemoteName, release: string): LedgerTally {
    let tally = this.tallies.get(key(remote, release));
    if (!tally) this.tallies.set(key(remote, release), (tally = { remote, release, pages: 0, errors: 0 }));
    return tally;
  }

  /**
   * Takes `run` as the canary's current run: a run not seen before starts its release's counts
   * afresh (those of a release first seen now are kept: previews). False for a run already followed.
   */
  private followRun(remote: RemoteName, run: CanaryRun): boolean {
    const tally = this.tallyOf(remote, run.release);
    if (tally.startedAt === run.startedAt) return true;
    const past = this.pastRuns.get(key(remote, run.release)) ?? new Set<string>();
    if (past.has(run.startedAt)) return false;
    if (tally.startedAt !== undefined) {
      past.add(tally.startedAt);
      this.pastRuns.set(key(remote, run.release), past);
      tally.pages = 0;
      tally.errors = 0;
    }
    tally.startedAt = run.startedAt;
    return true;
  }

  private judge(remote: RemoteName, { live, canary }: RemoteRoles): void {
    if (!live || !canary || canary.release === live || this.isAborted(remote, canary)) return;
    const canaryCount: ReleaseCount = this.tallyOf(remote, canary.release);
    const liveCount: ReleaseCount = this.tallyOf(remote, live);
    if (!breaksRule(this.rule, canaryCount, liveCount)) return;
    const aborted: AbortedCanary = {
      remote,
      release: canary.release,
      startedAt: canary.startedAt,
      live,
      at: new Date().toISOString(),
      canaryRate: errorRate(canaryCount),
      liveRate: errorRate(liveCount),
      canaryPages: canaryCount.pages,
      livePages: liveCount.pages,
    };
    this.aborted.set(key(remote, canary.release), aborted);
    this.onAbort(aborted);
  }
}
