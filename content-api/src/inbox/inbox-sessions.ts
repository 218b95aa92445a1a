import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { InboxUser } from './inbox-users';

/** However active, a sign-in lasts this long at most. */
export const MAX_SESSION_SECONDS = 24 * 60 * 60;

export interface InboxSession {
  user: InboxUser;
  /** What every form of this session carries (see csrf-guard.ts). */
  csrfToken: string;
}

export interface NewSession {
  /** The cookie's value: known to the browser only, the database keeps its hash. */
  token: string;
  csrfToken: string;
}

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sign-ins, kept in the database so that every server sharing it knows them. A session unused
 * for `idleSeconds`, or older than MAX_SESSION_SECONDS, is over; the database's clock decides.
 */
export class InboxSessions {
  constructor(
    private readonly db: Database,
    private readonly idleSeconds: number,
  ) {}

  async create(user: InboxUser): Promise<NewSession> {
    const session = { token: newToken(), csrfToken: newToken() };
    await this.db.query('INSERT INTO inbox_sessions (token_hash, user_id, csrf_token) VALUES ($1, $2, $3)', [
      hashOf(session.token),
      user.id,
      session.csrfToken,
    ]);
    await this.removeExpired();
    return session;
  }

  /** The session of a cookie's token, its idle time starting again; undefined when there is none or it is over. */
  async find(token: string): Promise<InboxSession | undefined> {
    const rows = await this.db.query<{ id: string; email: string; csrf_token: string }>(
      `UPDATE inbox_sessions AS s SET last_seen_at = now()
       FROM inbox_users AS u
       WHERE s.token_hash = $1 AND u.id = s.user_id
         AND s.last_seen_at > now() - make_interval(secs => $2) AND s.created_at > now() - make_interval(secs => $3)
       RETURNING u.id, u.email, s.csrf_token`,
      [hashOf(token), this.idleSeconds, MAX_SESSION_SECONDS],
    );
    const row = rows[0];
    return row && { user: { id: row.id, email: row.email }, csrfToken: row.csrf_token };
  }

  /** Signs the token's browser out; safe for a token that is not (or no longer) a session. */
  async end(token: string): Promise<void> {
    await this.db.query('DELETE FROM inbox_sessions WHERE token_hash = $1', [hashOf(token)]);
  }

  private async removeExpired(): Promise<void> {
    await this.db.query(
      `DELETE FROM inbox_sessions
       WHERE last_seen_at <= now() - make_interval(secs => $1) OR created_at <= now() - make_interval(secs => $2)`,
      [this.idleSeconds, MAX_SESSION_SECONDS],
    );
  }
}
