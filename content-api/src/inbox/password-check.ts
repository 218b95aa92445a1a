import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { ConcurrencyLimit } from '../images/concurrency-limit';
import { findInboxUser } from './inbox-users';
import type { InboxUser } from './inbox-users';
import { hashPassword, verifyPassword } from './password-hash';
import type { SignInThrottle } from './sign-in-throttle';

export type SignInOutcome =
  | { outcome: 'signed-in'; user: InboxUser }
  | { outcome: 'wrong'; user?: InboxUser; delayMs: number }
  | { outcome: 'throttled'; user?: InboxUser; retryAfterMs: number };

/** Hashes at the default cost, compared against when there is no such account, so both take as long. */
let standIn: Promise<string> | undefined;
const standInHash = () => (standIn ??= hashPassword(randomBytes(18).toString('base64')));

/**
 * Checks e-mail and password. Each check costs 128 MiB and about 0.3 s, so two run at a time and
 * the others wait; the throttle is asked in turn, right before a check, so requests sent together
 * cannot all slip in before the first failure is counted.
 */
export class PasswordCheck {
  private readonly checks = new ConcurrencyLimit(2);

  constructor(
    private readonly db: Queryable,
    private readonly throttle: SignInThrottle,
  ) {}

  signIn(email: string, password: string, client: string): Promise<SignInOutcome> {
    return this.checks.run(async () => {
      const account = email ? await findInboxUser(this.db, email) : undefined;
      const user = account && { id: account.id, email: account.email };
      const retryAfterMs = await this.throttle.retryAfterMs(client, email);
      if (retryAfterMs > 0) return { outcome: 'throttled', user, retryAfterMs };
      const right = await verifyPassword(password, account?.passwordHash ?? (await standInHash()));
      if (account && user && right) {
        await this.throttle.succeeded(client, email);
        return { outcome: 'signed-in', user };
      }
      return { outcome: 'wrong', user, delayMs: await this.throttle.failed(client, email) };
    });
  }
}
