import { FailedTokenThrottle } from '../routes/failed-token-throttle';

/** A throttle on a clock the test moves. */
function throttleAt(start = 1_000_000, options = {}) {
  let now = start;
  const throttle = new FailedTokenThrottle({ now: () => now, ...options });
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('failed export tokens', () => {
  it('answers each repeated failure a little later, up to a second', () => {
    const { throttle } = throttleAt();
    const delays = Array.from({ length: 10 }, () => throttle.recordFailure('203.0.113.7'));
    expect(delays).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    const patient = throttleAt(0, { maxFailures: 30 }).throttle;
    const many = Array.from({ length: 15 }, () => patient.recordFailure('203.0.113.7'));
    expect(Math.max(...many)).toBe(1000);
  });

  it('refuses a client with 10 failures in a minute until the oldest leaves the minute', () => {
    const { throttle, advance } = throttleAt();
    for (let failure = 0; failure < 10; failure += 1) {
      expect(throttle.retryAfterMs('203.0.113.7')).toBe(0);
      throttle.recordFailure('203.0.113.7');
      advance(1_000);
    }
    expect(throttle.retryAfterMs('203.0.113.7')).toBe(50_000);
    expect(throttle.retryAfterMs('198.51.100.20')).toBe(0);
    advance(50_000);
    expect(throttle.retryAfterMs('203.0.113.7')).toBe(0);
  });

  it('starts a client afresh after a right token', () => {
    const { throttle } = throttleAt();
    for (let failure = 0; failure < 5; failure += 1) throttle.recordFailure('203.0.113.7');
    throttle.recordSuccess('203.0.113.7');
    expect(throttle.recordFailure('203.0.113.7')).toBe(0);
  });

  it('remembers at most maxClients clients, forgetting those that failed longest ago', () => {
    const { throttle } = throttleAt(0, { maxClients: 3, maxFailures: 1 });
    for (const client of ['a', 'b', 'c', 'd']) throttle.recordFailure(client);
    expect(throttle.retryAfterMs('a')).toBe(0);
    expect(throttle.retryAfterMs('d')).toBeGreaterThan(0);
  });
});
