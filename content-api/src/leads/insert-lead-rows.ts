import type { Queryable } from '../db/database';
import type { OutboxRow } from '../notifications/outbox-rows';
import { leadColumns, leadTables } from './lead-rows';
import type { LeadRow, LeadType } from './lead-rows';

const OUTBOX_COLUMNS = 'id, lead_id, lead_type, channel, created_at, next_attempt_at';

export interface InsertOptions {
  /** Rows whose id is already stored are left alone. */
  skipExisting?: boolean;
  /** Announcements of these leads, written by the same statement for the leads it inserts. */
  deliveries?: readonly OutboxRow[];
}

/**
 * Inserts rows of one type in one statement (the same SQL on PGlite and PostgreSQL), with their
 * outbox rows: one statement is one transaction, so a lead is never stored without its deliveries.
 * Answers the ids inserted.
 */
export async function insertLeadRows(
  db: Queryable,
  type: LeadType,
  rows: readonly LeadRow[],
  { skipExisting = false, deliveries = [] }: InsertOptions = {},
): Promise<string[]> {
  const columns = leadColumns[type].join(', ');
  const table = leadTables[type];
  const insertLeads = `INSERT INTO ${table} (${columns})
     SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ${skipExisting ? 'ON CONFLICT (id) DO NOTHING' : ''} RETURNING id`;
  if (deliveries.length === 0) {
    const inserted = await db.query<{ id: string }>(insertLeads, [JSON.stringify(rows)]);
    return inserted.map((row) => row.id);
  }
  // A data-modifying WITH runs to its end even though only the leads' ids are read. A new lead's
  // rows need no check: if the lead cannot be inserted, neither is anything else in the statement.
  // A replayed lead already stored keeps the rows it has.
  const inserted = await db.query<{ id: string }>(
    `WITH inserted AS (${insertLeads}),
     queued AS (
       INSERT INTO lead_outbox (${OUTBOX_COLUMNS})
       SELECT ${OUTBOX_COLUMNS} FROM jsonb_populate_recordset(NULL::lead_outbox, $2::jsonb)
       ${skipExisting ? 'WHERE lead_id IN (SELECT id FROM inserted) ON CONFLICT (id) DO NOTHING' : ''}
     )
     SELECT id FROM inserted`,
    [JSON.stringify(rows), JSON.stringify(deliveries)],
  );
  return inserted.map((row) => row.id);
}
