import type { Queryable } from '../db/database';
import { leadColumns, leadTables } from './lead-rows';
import type { LeadRow, LeadType } from './lead-rows';

/**
 * Inserts rows of one type in one statement (the same SQL on PGlite and PostgreSQL). With
 * `skipExisting`, rows whose id is already stored are left alone. Answers the ids inserted.
 */
export async function insertLeadRows(
  db: Queryable,
  type: LeadType,
  rows: readonly LeadRow[],
  { skipExisting = false } = {},
): Promise<string[]> {
  const columns = leadColumns[type].join(', ');
  const table = leadTables[type];
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO ${table} (${columns})
     SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ${skipExisting ? 'ON CONFLICT (id) DO NOTHING' : ''} RETURNING id`,
    [JSON.stringify(rows)],
  );
  return inserted.map((row) => row.id);
}
