/** When a canary is rolled back by itself (CANARY_MIN_PAGES, CANARY_MAX_EXTRA_ERROR_RATE). */
export type RollbackRule = { minPages: number; maxExtraErrorRate: number };

export type ReleaseCount = { pages: number; errors: number };

export const errorRate = ({ pages, errors }: ReleaseCount): number => (pages === 0 ? 0 : errors / pages);

/**
 * Whether a canary must be aborted: it has been sent to at least `minPages` pages, and its error
 * rate (errors reported per page) is above the live release's by more than `maxExtraErrorRate`.
 */
export const breaksRule = (rule: RollbackRule, canary: ReleaseCount, live: ReleaseCount): boolean =>
  canary.pages >= rule.minPages && errorRate(canary) - errorRate(live) > rule.maxExtraErrorRate;
