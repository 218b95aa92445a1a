import { ChannelHealth } from '../notifications/channel-health';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from '../notifications/retry-delay';

describe('the wait before a failed delivery is tried again', () => {
  it('starts at the minimum, doubles at each failure and stops at an hour, spread by a fifth either way', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000, middle))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8, 30_000, middle)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(500, 30_000, middle)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(36_000);
    expect(retryDelayMs(20, 30_000, () => 1)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('a channel whose receiver keeps failing', () => {
  it('keeps all its places after one failure between successes: one bad row fails alone', () => {
    const health = new ChannelHealth(1000);
    expect(health.failed(0)).toBeUndefined();
    health.succeeded();
    expect(health.failed(0)).toBeUndefined();
    expect(health.allowed(4, 0)).toBe(4);
  });

  it('pauses after three failures in a row, then lets one attempt probe, and resumes on a success', () => {
    const health = new ChannelHealth(1000);
    health.failed(0);
    health.failed(0);
    const pause = health.failed(0) as number;
    expect(pause).toBeGreaterThanOrEqual(800);
    expect(pause).toBeLessThanOrEqual(1200);
    expect(health.allowed(4, pause - 1)).toBe(0);
    expect(health.pausedFor(pause - 1)).toBe(1);
    expect(health.allowed(4, pause)).toBe(1);

    // The probe fails: a longer pause.
    const second = health.failed(pause) as number;
    expect(second).toBeGreaterThanOrEqual(1600);
    expect(health.allowed(4, pause + second - 1)).toBe(0);
    expect(health.allowed(4, pause + second)).toBe(1);

    health.succeeded();
    expect(health.allowed(4, pause + second)).toBe(4);
  });

  it('does not lengthen a pause for attempts that were already running when it began', () => {
    const health = new ChannelHealth(1000);
    health.failed(0);
    health.failed(0);
    const pause = health.failed(0) as number;
    expect(health.failed(10)).toBeUndefined();
    expect(health.pausedFor(10)).toBe(pause - 10);
  });
});
