import { createRateLimit } from '../rate-limit';

describe('the rate limit of error reports', () => {
  it('lets each client send its number a minute, and more once the minute is over', () => {
    let now = 0;
    const limit = createRateLimit({ perMinute: 3, now: () => now });
    expect([1, 2, 3, 4].map(() => limit.allow('a'))).toEqual([true, true, true, false]);
    expect(limit.allow('b')).toBe(true);
    now = 59_999;
    expect(limit.allow('a')).toBe(false);
    now = 60_000;
    expect(limit.allow('a')).toBe(true);
  });

  it('refuses new clients past the number it keeps, until old ones are forgotten', () => {
    let now = 0;
    const limit = createRateLimit({ perMinute: 5, maxClients: 2, now: () => now });
    expect(limit.allow('a')).toBe(true);
    expect(limit.allow('b')).toBe(true);
    expect(limit.allow('c')).toBe(false);
    now = 60_000;
    expect(limit.allow('c')).toBe(true);
  });
});
