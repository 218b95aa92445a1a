import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

const FIFTEEN_MINUTES = 15 * 60_000;

export interface FailureLimit {
  /** Failures within the window past which every sign-in is refused. */
  maxFailures?: number;
  windowMs?: number;
  /** Each failure after the first is answered this much later than the one before it… */
  delayStepMs?: number;
  /** …up to this delay. */
  maxDelayMs?: number;
}

export interface SignInThrottleOptions {
  /** Failures per client address: spraying passwords over many accounts. Default 20 in 15 minutes. */
  client?: FailureLimit;
  /** Failures per account, from wherever: guessing one account's password. Default 5 in 15 minutes. */
  account?: FailureLimit;
}

type Scope = 'client' | 'account';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const keysOf = (client: string, email: string): Record<Scope, string> => ({ client: hashOf(client), account: hashOf(email.trim().toLowerCase()) });
const milliseconds = (parameter: string) => `(${parameter}::double precision * interval '1 millisecond')`;

/**
 * Wrong passwords counted per client and per account (the e-mail typed, whether or not there is
 * such an account, so the answers do not tell). Each failure is answered later than the one before
 * (up to 3 s); past the limit, either count refuses every sign-in, a right one too, until its
 * oldest failure leaves the 15 minutes. Counted in the database by its clock: every server sharing
 * it refuses alike.
 */
export class SignInThrottle {
  private readonly limits: Record<Scope, Required<FailureLimit>>;

  constructor(
    private readonly db: Queryable,
    options: SignInThrottleOptions = {},
  ) {
    const common = { windowMs: FIFTEEN_MINUTES, delayStepMs: 250, maxDelayMs: 3_000 };
    this.limits = {
      client: { ...common, maxFailures: 20, ...options.client },
      account: { ...common, maxFailures: 5, ...options.account },
    };
  }

  /** The latest failures of a key within its window (at most its limit), and how long until the oldest of them leaves it. */
  private async recent(scope: Scope, keyHash: string): Promise<{ count: number; waitMs: number }> {
    const limit = this.limits[scope];
    const [row] = await this.db.query<{ count: number | string; wait_ms: number | string | null }>(
      `SELECT count(*) AS count, EXTRACT(EPOCH FROM (min(at) + ${milliseconds('$3')} - clock_timestamp())) * 1000 AS wait_ms
       FROM (SELECT at FROM inbox_sign_in_failures
             WHERE scope = $1 AND key_hash = $2 AND at > clock_timestamp() - ${milliseconds('$3')}
             ORDER BY at DESC LIMIT $4) AS latest`,
      [scope, keyHash, limit.windowMs, limit.maxFailures],
    );
    return { count: Number(row.count), waitMs: Math.max(0, Math.ceil(Number(row.wait_ms ?? 0))) };
  }

  /** Milliseconds until this client may try this account again; 0 when it may now. */
  async retryAfterMs(client: string, email: string): Promise<number> {
    const keys = keysOf(client, email);
    let wait = 0;
    for (const scope of ['client', 'account'] as const) {
      const { count, waitMs } = await this.recent(scope, keys[scope]);
      if (count >= this.limits[scope].maxFailures) wait = Math.max(wait, waitMs, 1);
    }
    return wait;
  }

  /** Notes a failure; answers how long to wait before saying so. */
  async failed(client: string, email: string): Promise<number> {
    const keys = keysOf(client, email);
    let delay = 0;
    for (const scope of ['client', 'account'] as const) {
      const limit = this.limits[scope];
      await this.db.query(`DELETE FROM inbox_sign_in_failures WHERE scope = $1 AND at <= clock_timestamp() - ${milliseconds('$2')}`, [scope, limit.windowMs]);
      await this.db.query('INSERT INTO inbox_sign_in_failures (scope, key_hash) VALUES ($1, $2)', [scope, keys[scope]]);
      const { count } = await this.recent(scope, keys[scope]);
      delay = Math.max(delay, Math.min((count - 1) * limit.delayStepMs, limit.maxDelayMs));
    }
    return delay;
  }

  /** A right password: the client and the account start afresh. */
  async succeeded(client: string, email: string): Promise<void> {
    const keys = keysOf(client, email);
    await this.db.query(
      `DELETE FROM inbox_sign_in_failures WHERE (scope = 'client' AND key_hash = $1) OR (scope = 'account' AND key_hash = $2)`,
      [keys.client, keys.account],
    );
  }
}
