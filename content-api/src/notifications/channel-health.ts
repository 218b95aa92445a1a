import { retryDelayMs } from './retry-delay';

/** Failed attempts in a row, on different rows, after which a channel's receiver counts as down. */
export const FAILURES_BEFORE_PAUSE = 3;

/**
 * Whether a channel's receiver seems up. One row that fails is that row's problem; several in a
 * row, with no success between, mean the receiver is down or refusing everything: the channel
 * then pauses (first `retryMinMs`, doubling up to an hour) instead of failing every waiting row
 * at full speed, which would cost the server the time it owes to visitors. After a pause one
 * attempt probes; a success lifts the pause.
 */
export class ChannelHealth {
  private failures = 0;
  private pauses = 0;
  private pausedUntil = 0;

  constructor(private readonly retryMinMs: number) {}

  /** How many attempts may run now: none while paused, one to probe after a pause, else `concurrency`. */
  allowed(concurrency: number, now = Date.now()): number {
    if (now < this.pausedUntil) return 0;
    return this.failures >= FAILURES_BEFORE_PAUSE ? 1 : concurrency;
  }

  /** Milliseconds until the pause ends (0: not paused). */
  pausedFor(now = Date.now()): number {
    return Math.max(0, this.pausedUntil - now);
  }

  succeeded(): void {
    this.failures = 0;
    this.pauses = 0;
    this.pausedUntil = 0;
  }

  /** Answers the length of the pause this failure starts, if it starts one. */
  failed(now = Date.now()): number | undefined {
    this.failures += 1;
    if (this.failures < FAILURES_BEFORE_PAUSE || now < this.pausedUntil) return undefined;
    this.pauses += 1;
    const pause = retryDelayMs(this.pauses, this.retryMinMs);
    this.pausedUntil = now + pause;
    return pause;
  }
}
