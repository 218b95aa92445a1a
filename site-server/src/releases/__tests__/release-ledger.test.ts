import { ReleaseLedger } from '../release-ledger';
import type { AbortedCanary, CountBatch } from '../release-ledger';
import { breaksRule } from '../rollback-rule';

const RULE = { minPages: 10, maxExtraErrorRate: 0.05 };
const FIRST_RUN = { release: 'news-3', startedAt: '2026-11-27T06:00:00.000Z' };
const SECOND_RUN = { release: 'news-3', startedAt: '2026-11-27T09:00:00.000Z' };
const roles = { news: { live: 'news-2', canary: FIRST_RUN } };
const again = { news: { live: 'news-2', canary: SECOND_RUN } };
const pages = (release: string, count: number, errors: number) => ({ remote: 'news' as const, release, pages: count, errors });

describe('the rollback rule', () => {
  it('waits for the minimum sample', () => {
    expect(breaksRule(RULE, { pages: 9, errors: 9 }, { pages: 100, errors: 0 })).toBe(false);
    expect(breaksRule(RULE, { pages: 10, errors: 9 }, { pages: 100, errors: 0 })).toBe(true);
  });

  it('compares with the live release’s error rate, by more than the margin', () => {
    expect(breaksRule(RULE, { pages: 100, errors: 15 }, { pages: 100, errors: 10 })).toBe(false);
    expect(breaksRule(RULE, { pages: 100, errors: 16 }, { pages: 100, errors: 10 })).toBe(true);
    expect(breaksRule(RULE, { pages: 100, errors: 5 }, { pages: 0, errors: 0 })).toBe(false);
  });
});

describe('the ledger', () => {
  it('adds the counts of every batch and aborts a canary once, when its sum breaks the rule', () => {
    const aborted: AbortedCanary[] = [];
    const ledger = new ReleaseLedger(RULE, (canary) => aborted.push(canary));
    ledger.add({ tallies: [{ remote: 'news', release: 'news-2', pages: 20, errors: 0 }, { remote: 'news', release: 'news-3', pages: 6, errors: 3 }], roles });
    expect(aborted).toEqual([]);
    ledger.add({ tallies: [{ remote: 'news', release: 'news-3', pages: 4, errors: 1 }], roles });
    expect(aborted).toEqual([expect.objectContaining({ remote: 'news', release: 'news-3', startedAt: FIRST_RUN.startedAt, live: 'news-2', canaryRate: 0.4, liveRate: 0, canaryPages: 10, livePages: 20 })]);
    expect(ledger.isAborted('news', FIRST_RUN)).toBe(true);
    ledger.add({ tallies: [{ remote: 'news', release: 'news-3', pages: 4, errors: 4 }], roles });
    expect(aborted).toHaveLength(1);
    expect(ledger.snapshot().tallies).toContainEqual({ remote: 'news', release: 'news-3', pages: 14, errors: 8, startedAt: FIRST_RUN.startedAt });
  });

  it('leaves a canary that does no worse than the live release', () => {
    const ledger = new ReleaseLedger(RULE, () => {
      throw new Error('aborted');
    });
    ledger.add({ tallies: [{ remote: 'news', release: 'news-2', pages: 100, errors: 10 }, { remote: 'news', release: 'news-3', pages: 100, errors: 12 }], roles });
    expect(ledger.isAborted('news', FIRST_RUN)).toBe(false);
  });

  it('judges the same release made the canary again on the counts of its new run alone, the live release’s counts kept', () => {
    const aborted: AbortedCanary[] = [];
    const ledger = new ReleaseLedger(RULE, (canary) => aborted.push(canary));
    ledger.add({ tallies: [pages('news-2', 20, 0), pages('news-3', 10, 4)], roles });
    expect(aborted).toHaveLength(1);

    // A new run: sent to its cohort again, and its first pages do not abort it on the first run's errors.
    expect(ledger.isAborted('news', SECOND_RUN)).toBe(false);
    ledger.add({ tallies: [pages('news-3', 9, 0)], roles: again });
    expect(aborted).toHaveLength(1);
    expect(ledger.isAborted('news', SECOND_RUN)).toBe(false);
    expect(ledger.isAborted('news', FIRST_RUN)).toBe(true);
    expect(ledger.snapshot().tallies).toEqual([
      { remote: 'news', release: 'news-3', pages: 9, errors: 0, startedAt: SECOND_RUN.startedAt },
      { remote: 'news', release: 'news-2', pages: 20, errors: 0 },
    ]);

    // Its own errors abort it, and the abort names that run.
    ledger.add({ tallies: [pages('news-3', 1, 1)], roles: again });
    expect(aborted).toEqual([expect.objectContaining({ startedAt: FIRST_RUN.startedAt }), expect.objectContaining({ startedAt: SECOND_RUN.startedAt, canaryPages: 10, livePages: 20, canaryRate: 0.1 })]);
    expect(ledger.isAborted('news', SECOND_RUN)).toBe(true);
  });

  it('leaves out a canary’s counts sent under a run that another has followed since', () => {
    const ledger = new ReleaseLedger(RULE, () => undefined);
    ledger.add({ tallies: [pages('news-3', 5, 0)], roles });
    ledger.add({ tallies: [pages('news-3', 2, 0)], roles: again });
    const late: CountBatch = { tallies: [pages('news-2', 3, 0), pages('news-3', 5, 5)], roles };
    ledger.add(late);
    expect(ledger.snapshot().tallies).toEqual([
      { remote: 'news', release: 'news-3', pages: 2, errors: 0, startedAt: SECOND_RUN.startedAt },
      { remote: 'news', release: 'news-2', pages: 3, errors: 0 },
    ]);
  });
});
