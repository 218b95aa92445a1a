import { FailedTokenThrottle } from '../routes/failed-token-throttle';
import type { ThrottleOptions } from '../routes/failed-token-throttle';

const FIFTEEN_MINUTES = 15 * 60_000;

export interface SignInThrottleOptions {
  /** Failures per client address: spraying passwords over many accounts. Default 20 in 15 minutes. */
  client?: ThrottleOptions;
  /** Failures per account, from wherever: guessing one account's password. Default 5 in 15 minutes. */
  account?: ThrottleOptions;
}

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Wrong passwords counted per client and per account (the e-mail typed, whether or not there is
 * such an account, so the answers do not tell). Each failure is answered later than the one before
 * (up to 3 s); past the limit, either count refuses every sign-in, a right one too, until its
 * oldest failure is 15 minutes old. Kept in memory: each server counts on its own.
 */
export class SignInThrottle {
  private readonly byClient: FailedTokenThrottle;
  private readonly byAccount: FailedTokenThrottle;

  constructor(options: SignInThrottleOptions = {}) {
    const common = { windowMs: FIFTEEN_MINUTES, delayStepMs: 250, maxDelayMs: 3_000 };
    this.byClient = new FailedTokenThrottle({ ...common, maxFailures: 20, ...options.client });
    this.byAccount = new FailedTokenThrottle({ ...common, maxFailures: 5, ...options.account });
  }

  /** Milliseconds until this client may try this account again; 0 when it may now. */
  retryAfterMs(client: string, email: string): number {
    return Math.max(this.byClient.retryAfterMs(client), this.byAccount.retryAfterMs(accountKey(email)));
  }

  /** Notes a failure; answers how long to wait before saying so. */
  failed(client: string, email: string): number {
    return Math.max(this.byClient.recordFailure(client), this.byAccount.recordFailure(accountKey(email)));
  }

  succeeded(client: string, email: string): void {
    this.byClient.recordSuccess(client);
    this.byAccount.recordSuccess(accountKey(email));
  }
}
