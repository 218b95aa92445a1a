import type { Database, Queryable } from '../db/database';
import { writeAuditLine } from '../inbox/audit-log';
import type { InboxUser } from '../inbox/inbox-users';
import type { JournalRecord } from '../leads/lead-journal';
import { leadTables } from '../leads/lead-rows';
import type { LeadType } from '../leads/lead-rows';
import type { UploadStore } from '../leads/upload-store';
import { CHANNELS, deliveryId } from '../notifications/delivery-channels';
import { findHeldLeads } from './person-leads';
import type { HeldLead, LeadSelection } from './person-leads';

/** Who erased: the leads command, the retention schedule, or an inbox user from an address. */
export type Eraser = { by: 'cli' } | { by: 'retention' } | { by: 'inbox'; user: InboxUser; client: string };

export interface ErasureCounts {
  leads: number;
  files: number;
  journalRecords: number;
  deliveries: number;
  /** Of those, deliveries not yet made: they will not be sent. */
  pendingDeliveries: number;
  handlingMarks: number;
}

/** Any fixed number: on a shared PostgreSQL, one erasure at a time, one retention run at most. */
const ERASURE_LOCK = 720_036;

/** A journal record about one of these leads: the lead, its withdrawal, a delivery made of it. */
function aboutLeads(leads: readonly HeldLead[]): (record: JournalRecord) => boolean {
  const ids = new Set(leads.map((lead) => lead.record.id));
  const deliveries = new Set(leads.flatMap((lead) => CHANNELS.map((channel) => deliveryId(lead.record.id, channel))));
  return (record) => (record.op === 'delivered' ? deliveries.has(record.id) : ids.has(record.op === 'lead' ? record.row.id : record.id));
}

async function rewriteJournal(db: Database, leads: readonly HeldLead[]): Promise<number> {
  const about = aboutLeads(leads);
  return (await db.leadJournal?.rewrite((record) => !about(record))) ?? 0;
}

async function deleteRows(tx: Queryable, leads: readonly HeldLead[]): Promise<Omit<ErasureCounts, 'files' | 'journalRecords'>> {
  const ids = leads.map((lead) => lead.record.id);
  const deliveries = await tx.query<{ pending: boolean }>(
    'DELETE FROM lead_outbox WHERE lead_id = ANY($1::uuid[]) RETURNING delivered_at IS NULL AS pending',
    [ids],
  );
  const marks = await tx.query('DELETE FROM lead_handling WHERE lead_id = ANY($1::uuid[]) RETURNING lead_id', [ids]);
  let erased = 0;
  for (const type of ['contact', 'career'] as const satisfies readonly LeadType[]) {
    const ofType = leads.filter((lead) => lead.type === type).map((lead) => lead.record.id);
    if (ofType.length === 0) continue;
    erased += (await tx.query(`DELETE FROM ${leadTables[type]} WHERE id = ANY($1::uuid[]) RETURNING id`, [ofType])).length;
  }
  return {
    leads: erased,
    deliveries: deliveries.length,
    pendingDeliveries: deliveries.filter((row) => row.pending).length,
    handlingMarks: marks.length,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function recordErasure(tx: Queryable, eraser: Eraser, leads: number): Promise<void> {
  await writeAuditLine(tx, {
    action: eraser.by === 'retention' ? 'retention-erase' : 'erase-person',
    user: eraser.by === 'inbox' ? eraser.user : undefined,
    detail: plural(leads, 'lead'),
    client: eraser.by === 'inbox' ? eraser.client : eraser.by,
  });
}

/**
 * Erases the leads `selection` names everywhere they are held: the journal (first, so a crash
 * half-way never brings an erased lead back at the next replay), the rows with their deliveries
 * and handling marks, with an audit line naming who erased and how many leads but nothing about
 * whom, in one transaction, made durable (Database.flush) before their PDFs go and before it
 * answers, so a kill -9 right after never brings the rows back. A retention run on a shared
 * PostgreSQL skips when another server's is under way (`null`); it writes no audit line when
 * nothing was old enough.
 */
export async function eraseLeads(
  db: Database,
  uploads: UploadStore,
  selection: LeadSelection,
  eraser: Eraser,
): Promise<ErasureCounts | null> {
  const outcome = await db.transaction(async (tx) => {
    if (!db.exclusive && eraser.by === 'retention') {
      const [row] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [ERASURE_LOCK]);
      if (!row.locked) return null;
    } else if (!db.exclusive) {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ERASURE_LOCK]);
    }
    const leads = await findHeldLeads(tx, selection);
    if (leads.length === 0 && eraser.by === 'retention') return { leads, counts: undefined };
    const journalRecords = leads.length > 0 ? await rewriteJournal(db, leads) : 0;
    const rows = await deleteRows(tx, leads);
    await recordErasure(tx, eraser, rows.leads);
    return { leads, counts: { ...rows, journalRecords } };
  });
  if (!outcome) return null;
  // Before the files go and anyone is told: a kill now must not bring the rows back without them.
  await db.flush();
  const files = outcome.leads.flatMap((lead) => lead.files);
  await uploads.removeAll(files);
  return { leads: 0, deliveries: 0, pendingDeliveries: 0, handlingMarks: 0, journalRecords: 0, ...outcome.counts, files: files.length };
}

/** One line an operator reads: how many of each were erased. */
export function describeErasure(counts: ErasureCounts): string {
  return [
    plural(counts.leads, 'lead'),
    plural(counts.files, 'file'),
    plural(counts.journalRecords, 'journal record'),
    `${counts.deliveries} ${counts.deliveries === 1 ? 'delivery' : 'deliveries'} (${counts.pendingDeliveries} not yet sent)`,
    plural(counts.handlingMarks, 'handling mark'),
  ].join(', ');
}
