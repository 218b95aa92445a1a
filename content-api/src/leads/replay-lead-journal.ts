import type { Queryable } from '../db/database';
import { outboxRowsFor } from '../notifications/outbox-rows';
import type { OutboxRow } from '../notifications/outbox-rows';
import type { JournalRecord } from './lead-journal';
import { insertLeadRows } from './insert-lead-rows';
import type { LeadRow, LeadType } from './lead-rows';

const BATCH = 500;

/**
 * Inserts every journaled lead the database lacks (a lead is known by its id, so replaying twice
 * changes nothing), with the deliveries its record names that the journal does not record as
 * made; withdrawn leads are skipped. Deliveries the journal records as made are marked so, in case
 * the database lost that. Answers how many leads were missing.
 */
export async function replayLeadJournal(db: Queryable, records: readonly JournalRecord[]): Promise<number> {
  const cancelled = new Set<string>();
  const delivered = new Set<string>();
  for (const record of records) {
    if (record.op === 'cancel') cancelled.add(record.id);
    if (record.op === 'delivered') delivered.add(record.id);
  }
  let inserted = 0;
  for (const type of ['contact', 'career'] as const satisfies readonly LeadType[]) {
    const leads = records.flatMap((record) =>
      record.op === 'lead' && record.type === type && !cancelled.has(record.row.id) ? [record] : [],
    );
    for (let start = 0; start < leads.length; start += BATCH) {
      const batch = leads.slice(start, start + BATCH);
      const rows: LeadRow[] = batch.map((record) => record.row);
      const deliveries: OutboxRow[] = batch
        .flatMap((record) => outboxRowsFor(type, record.row, record.channels ?? []))
        .filter((delivery) => !delivered.has(delivery.id));
      inserted += (await insertLeadRows(db, type, rows, { skipExisting: true, deliveries })).length;
    }
  }
  if (delivered.size > 0) await markDelivered(db, delivered);
  return inserted;
}

/** Few deliveries are waiting at any time: only those are compared with the journal. */
async function markDelivered(db: Queryable, delivered: ReadonlySet<string>): Promise<void> {
  const waiting = await db.query<{ id: string }>('SELECT id FROM lead_outbox WHERE delivered_at IS NULL');
  const made = waiting.map((row) => row.id).filter((id) => delivered.has(id));
  if (made.length === 0) return;
  await db.query('UPDATE lead_outbox SET delivered_at = now(), claimed_until = NULL WHERE id = ANY($1::uuid[])', [made]);
}
