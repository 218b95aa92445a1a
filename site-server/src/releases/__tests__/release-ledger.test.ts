import { ReleaseLedger } from '../release-ledger';
import type { AbortedCanary } from '../release-ledger';
import { breaksRule } from '../rollback-rule';

const RULE = { minPages: 10, maxExtraErrorRate: 0.05 };
const roles = { news: { live: 'news-2', canary: 'news-3' } };

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
    expect(aborted).toEqual([expect.objectContaining({ remote: 'news', release: 'news-3', live: 'news-2', canaryRate: 0.4, liveRate: 0, canaryPages: 10, livePages: 20 })]);
    expect(ledger.isAborted('news', 'news-3')).toBe(true);
    ledger.add({ tallies: [{ remote: 'news', release: 'news-3', pages: 4, errors: 4 }], roles });
    expect(aborted).toHaveLength(1);
    expect(ledger.snapshot().tallies).toContainEqual({ remote: 'news', release: 'news-3', pages: 14, errors: 8 });
  });

  it('leaves a canary that does no worse than the live release', () => {
    const ledger = new ReleaseLedger(RULE, () => {
      throw new Error('aborted');
    });
    ledger.add({ tallies: [{ remote: 'news', release: 'news-2', pages: 100, errors: 10 }, { remote: 'news', release: 'news-3', pages: 100, errors: 12 }], roles });
    expect(ledger.isAborted('news', 'news-3')).toBe(false);
  });
});
