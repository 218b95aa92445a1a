import path from 'node:path';
import type { Queryable } from '../db/database';
import type { OutputFiles } from '../leads/command-io';
import type { UploadStore } from '../leads/upload-store';
import { findHeldLeads } from './person-leads';
import type { HeldLead } from './person-leads';

export interface HeldFile {
  lead_id: string;
  /** The name in the upload store (the visitor's own name is among the lead's fields). */
  file: string;
  /** Bytes; null when the file is missing from the store. */
  size: number | null;
}

export interface HeldDelivery {
  lead_id: string;
  channel: string;
  status: 'delivered' | 'waiting' | 'retrying';
  attempts: number;
  created_at: string;
  delivered_at: string | null;
  next_attempt_at: string;
}

export interface HeldMark {
  lead_id: string;
  lead_type: string;
  handled_at: string;
}

/** Everything held about one e-mail address: what `leads person` and the inbox hand out. */
export interface PersonExport {
  email: string;
  exported_at: string;
  leads: { contact: Record<string, string>[]; career: Record<string, string>[] };
  files: HeldFile[];
  deliveries: HeldDelivery[];
  handling: HeldMark[];
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());

async function heldFiles(leads: HeldLead[], uploads: UploadStore): Promise<HeldFile[]> {
  const files: HeldFile[] = [];
  for (const lead of leads) {
    for (const file of lead.files) {
      files.push({ lead_id: lead.record.id, file, size: (await uploads.sizeOf(file)) ?? null });
    }
  }
  return files;
}

/** Deliveries by their state, never what was sent. */
async function heldDeliveries(db: Queryable, ids: string[]): Promise<HeldDelivery[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT lead_id, channel, attempts, created_at, delivered_at, next_attempt_at FROM lead_outbox
     WHERE lead_id = ANY($1::uuid[]) ORDER BY created_at, channel`,
    [ids],
  );
  return rows.map((row) => ({
    lead_id: String(row.lead_id),
    channel: String(row.channel),
    status: row.delivered_at ? 'delivered' : Number(row.attempts) > 0 ? 'retrying' : 'waiting',
    attempts: Number(row.attempts),
    created_at: iso(row.created_at) as string,
    delivered_at: iso(row.delivered_at),
    next_attempt_at: iso(row.next_attempt_at) as string,
  }));
}

async function heldMarks(db: Queryable, ids: string[]): Promise<HeldMark[]> {
  const rows = await db.query<Record<string, unknown>>(
    'SELECT lead_id, lead_type, handled_at FROM lead_handling WHERE lead_id = ANY($1::uuid[]) ORDER BY handled_at',
    [ids],
  );
  return rows.map((row) => ({ lead_id: String(row.lead_id), lead_type: String(row.lead_type), handled_at: iso(row.handled_at) as string }));
}

/** Every lead of `email` (any case) with all its fields, its files' names and sizes, deliveries and handling marks. */
export async function personExport(db: Queryable, uploads: UploadStore, email: string, now = new Date()): Promise<PersonExport> {
  const leads = await findHeldLeads(db, { email });
  const ids = leads.map((lead) => lead.record.id);
  const ofType = (type: 'contact' | 'career') => leads.filter((lead) => lead.type === type).map((lead) => lead.record);
  return {
    email: email.trim(),
    exported_at: now.toISOString(),
    leads: { contact: ofType('contact'), career: ofType('career') },
    files: await heldFiles(leads, uploads),
    deliveries: await heldDeliveries(db, ids),
    handling: await heldMarks(db, ids),
  };
}

export const personJson = (held: PersonExport) => `${JSON.stringify(held, null, 2)}\n`;

/**
 * Writes `person.json` and a copy of each PDF into `folder` (created if needed). Answers the
 * files written.
 */
export async function writePersonFolder(folder: string, held: PersonExport, uploads: UploadStore, files: OutputFiles): Promise<string[]> {
  await files.makeFolder(folder);
  const written = [path.join(folder, 'person.json')];
  await files.write(written[0], personJson(held), 0o600);
  for (const file of held.files) {
    const content = file.size === null ? undefined : await uploads.read(file.file);
    if (content === undefined) continue;
    const copy = path.join(folder, path.basename(file.file));
    await files.write(copy, content, 0o600);
    written.push(copy);
  }
  return written;
}
