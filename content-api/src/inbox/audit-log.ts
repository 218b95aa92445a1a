import type { Database, Queryable } from '../db/database';
import type { LeadType } from '../leads/lead-rows';
import type { InboxUser } from './inbox-users';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-refused'
  | 'sign-out'
  | 'view-lead'
  | 'download-file'
  | 'mark-handled'
  | 'mark-open'
  | 'export'
  | 'export-person'
  | 'erase-person'
  | 'retention-erase';

export interface AuditEntry {
  action: AuditAction;
  /** Who: the inbox user, when known (a failed sign-in to an unknown account has none). */
  user?: InboxUser;
  lead?: { type: LeadType; id?: string };
  /** A fixed word about the action (which file, which format): never text a visitor wrote. */
  detail?: string;
  /** The address the request came from (Fastify's request.ip). */
  client: string;
}

/**
 * Writes one line of the inbox's audit trail inside `tx`, a transaction whose caller makes its
 * commit durable (Database.flush) before anyone is told (an erasure).
 */
export async function writeAuditLine(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO inbox_audit (user_id, user_email, action, lead_type, lead_id, detail, client)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.user?.id ?? null,
      entry.user?.email ?? null,
      entry.action,
      entry.lead?.type ?? null,
      entry.lead?.id ?? null,
      entry.detail ?? null,
      entry.client,
    ],
  );
}

/**
 * Writes one line of the inbox's audit trail and resolves once it, and everything committed
 * before it, outlives a kill of the process (decision 0048): call it before the answer it belongs
 * to is sent. It fails the request when the line cannot be written or made durable: an action
 * nobody can trace is not done, and the operator gets an error instead of the data.
 */
export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await writeAuditLine(db, entry);
  await db.flush();
}
