export interface ThrottleOptions {
  /** Failures a client may have within the window before it is refused outright. */
  maxFailures?: number;
  windowMs?: number;
  /** Each failure after the first is answered this much later than the one before it… */
  delayStepMs?: number;
  /** …up to this delay. */
  maxDelayMs?: number;
  /** Clients remembered at once; the ones that failed longest ago are forgotten first. */
  maxClients?: number;
  now?: () => number;
}

/**
 * Counts wrong tokens per client (by address) in a sliding window, so guessing a bearer token
 * costs time: failures are answered a little later each time, and a client with `maxFailures`
 * failures in the window is refused until the oldest of them leaves it. Memory stays bounded
 * whatever the number of clients.
 */
export class FailedTokenThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly delayStepMs: number;
  private readonly maxDelayMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(options: ThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 10;
    this.windowMs = options.windowMs ?? 60_000;
    this.delayStepMs = options.delayStepMs ?? 100;
    this.maxDelayMs = options.maxDelayMs ?? 1_000;
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  private recent(client: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(client) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(client);
    return times;
  }

  /** Milliseconds until the client may try again; 0 when it may now. */
  retryAfterMs(client: string): number {
    const times = this.recent(client);
    if (times.length < this.maxFailures) return 0;
    return times[times.length - this.maxFailures] + this.windowMs - this.now();
  }

  /** Notes a wrong token; answers how long to wait before saying so. */
  recordFailure(client: string): number {
    const times = [...this.recent(client), this.now()].slice(-this.maxFailures);
    // Re-inserted, so the map's order is the order of last failure and the oldest go first.
    this.failures.delete(client);
    this.failures.set(client, times);
    this.forgetOldest();
    return Math.min((times.length - 1) * this.delayStepMs, this.maxDelayMs);
  }

  /** A right token: the client starts afresh. */
  recordSuccess(client: string): void {
    this.failures.delete(client);
  }

  private forgetOldest(): void {
    const since = this.now() - this.windowMs;
    for (const [client, times] of this.failures) {
      if (this.failures.size <= this.maxClients && times[times.length - 1] > since) break;
      this.failures.delete(client);
    }
  }
}
