import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { hashPassword } from './password-hash';
import type { ScryptCost } from './password-hash';

export interface InboxUser {
  id: string;
  email: string;
}

export interface StoredInboxUser extends InboxUser {
  passwordHash: string;
}

/** A password shorter than this is refused when an account is added. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an e-mail or password for a new account, or undefined. */
export function accountProblem(email: string, password: string): string | undefined {
  if (!EMAIL.test(email) || email.length > 254) return `"${email}" is not an e-mail address`;
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
  return undefined;
}

export class DuplicateUserError extends Error {}

/** Adds an account; refuses an e-mail already used, whatever its case. */
export async function addInboxUser(db: Queryable, email: string, password: string, cost?: ScryptCost): Promise<InboxUser> {
  const problem = accountProblem(email, password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password, cost);
  const rows = await db.query<{ id: string; email: string }>(
    `INSERT INTO inbox_users (id, email, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING id, email`,
    [randomUUID(), email, passwordHash],
  );
  if (rows.length === 0) throw new DuplicateUserError(`An inbox user ${email} already exists`);
  return rows[0];
}

export async function findInboxUser(db: Queryable, email: string): Promise<StoredInboxUser | undefined> {
  const rows = await db.query<{ id: string; email: string; password_hash: string }>(
    'SELECT id, email, password_hash FROM inbox_users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] && { id: rows[0].id, email: rows[0].email, passwordHash: rows[0].password_hash };
}

export async function listInboxUsers(db: Queryable): Promise<Array<InboxUser & { createdAt: string }>> {
  const rows = await db.query<{ id: string; email: string; created_at: Date | string }>(
    'SELECT id, email, created_at FROM inbox_users ORDER BY lower(email)',
  );
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: new Date(row.created_at).toISOString() }));
}

/** Removes an account and, with it, its sessions; answers whether there was one. */
export async function removeInboxUser(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('DELETE FROM inbox_users WHERE lower(email) = lower($1) RETURNING id', [email]);
  return rows.length > 0;
}
