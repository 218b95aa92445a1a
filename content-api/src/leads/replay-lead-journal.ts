import type { Queryable } from '../db/database';
import type { JournalRecord } from './lead-journal';
import { insertLeadRows } from './insert-lead-rows';
import type { LeadRow, LeadType } from './lead-rows';

const BATCH = 500;

/**
 * Inserts every journaled lead the database lacks (a lead is known by its id, so replaying twice
 * changes nothing); withdrawn leads are skipped. Answers how many rows were missing.
 */
export async function replayLeadJournal(db: Queryable, records: readonly JournalRecord[]): Promise<number> {
  const cancelled = new Set(records.flatMap((record) => (record.op === 'cancel' ? [record.id] : [])));
  let inserted = 0;
  for (const type of ['contact', 'career'] as const satisfies readonly LeadType[]) {
    const rows = records.flatMap((record) =>
      record.op === 'lead' && record.type === type && !cancelled.has(record.row.id) ? [record.row] : [],
    );
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch: LeadRow[] = rows.slice(start, start + BATCH);
      inserted += (await insertLeadRows(db, type, batch, { skipExisting: true })).length;
    }
  }
  return inserted;
}
