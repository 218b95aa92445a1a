import type { Queryable } from '../db/database';
import type { LeadType } from '../leads/lead-rows';
import type { InboxUser } from './inbox-users';

/** Marks a lead dealt with (by `user`, now), or open again. Marking it twice keeps the first mark. */
export async function setHandled(db: Queryable, type: LeadType, id: string, handled: boolean, user: InboxUser): Promise<void> {
  if (handled) {
    await db.query(
      `INSERT INTO lead_handling (lead_id, lead_type, handled_by) VALUES ($1, $2, $3) ON CONFLICT (lead_id) DO NOTHING`,
      [id, type, user.id],
    );
  } else {
    await db.query('DELETE FROM lead_handling WHERE lead_id = $1', [id]);
  }
}
