import type { Queryable } from '../db/database';
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
 * Writes one line of the inbox's audit trail. It fails the request when it cannot be written: an
 * action nobody can trace is not done.
 */
export async function audit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
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
