import type { CareerLeadFields, ContactLead, LeadReceipt } from '@group/shared/contract';
import type { Database } from '../db/database';
import { leadAnnouncerOf } from '../notifications/lead-announcer';
import { outboxRowsFor } from '../notifications/outbox-rows';
import { BatchedInserts } from './batched-inserts';
import { careerLeadRow, contactLeadRow, leadColumns, leadTables } from './lead-rows';
import type { LeadRow, LeadType, StoredCareerFiles } from './lead-rows';

export { leadColumns } from './lead-rows';
export type { LeadType, StoredCareerFiles } from './lead-rows';

const toReceipt = (row: LeadRow): LeadReceipt => ({ id: row.id, createdAt: row.created_at });

/** One batcher per open database. */
const batchers = new WeakMap<Database, BatchedInserts>();

function batcherOf(db: Database): BatchedInserts {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new BatchedInserts(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

/**
 * Stores a lead durably before answering, with one outbox row per channel that announces it. On
 * the embedded engine the lead is first appended to the journal and flushed to disk (the database
 * itself does not flush); its record names the channels, so a replay writes the outbox rows too.
 * On PostgreSQL the commit does it. A row that cannot be inserted is withdrawn from the journal
 * again, so it is never replayed. Rows arriving together are inserted together (see
 * BatchedInserts). Nothing is sent here: the delivery worker is told, and sends after the answer.
 */
async function storeLead(db: Database, type: LeadType, row: LeadRow): Promise<LeadReceipt> {
  const announcer = leadAnnouncerOf(db);
  const channels = [...(announcer?.channelsFor(type) ?? [])];
  const journal = db.leadJournal;
  await journal?.append(channels.length > 0 ? { op: 'lead', type, row, channels } : { op: 'lead', type, row });
  try {
    await batcherOf(db).insert(type, row, outboxRowsFor(type, row, channels));
  } catch (error) {
    await journal?.append({ op: 'cancel', id: row.id }).catch(() => {});
    throw error;
  }
  announcer?.leadStored();
  return toReceipt(row);
}

export function insertContactLead(db: Database, lead: Omit<ContactLead, 'recaptchaToken'>): Promise<LeadReceipt> {
  return storeLead(db, 'contact', contactLeadRow(lead));
}

export function insertCareerLead(
  db: Database,
  lead: Omit<CareerLeadFields, 'recaptchaToken'>,
  files: StoredCareerFiles,
): Promise<LeadReceipt> {
  return storeLead(db, 'career', careerLeadRow(lead, files));
}

export type LeadRecord = Record<string, string> & { id: string; created_at: string };

/** A stored lead as text; the time of receipt as ISO 8601 whether the driver gave a Date or JSON text. */
export function asLeadRecord(type: LeadType, row: Record<string, unknown>): LeadRecord {
  const record: Record<string, string> = {};
  for (const column of leadColumns[type]) {
    const value = row[column];
    if (value instanceof Date) record[column] = value.toISOString();
    else if (column === 'created_at' && typeof value === 'string') record[column] = new Date(value).toISOString();
    else record[column] = String(value ?? '');
  }
  return record as LeadRecord;
}

/** Leads oldest first, optionally only those created at or after `since`. */
export async function listLeads(db: Database, type: LeadType, since?: Date): Promise<LeadRecord[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${leadColumns[type].join(', ')} FROM ${leadTables[type]}
     WHERE ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
     ORDER BY created_at ASC, id ASC`,
    [since ? since.toISOString() : null],
  );
  return rows.map((row) => asLeadRecord(type, row));
}
