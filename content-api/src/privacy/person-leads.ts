import type { Queryable } from '../db/database';
import { leadColumns, leadTables } from '../leads/lead-rows';
import type { LeadType } from '../leads/lead-rows';
import type { LeadRecord } from '../leads/lead-store';

/** A stored lead with the names of its files in the upload store. */
export interface HeldLead {
  type: LeadType;
  record: LeadRecord;
  files: string[];
}

/** Which leads: a person's (their e-mail, whatever its case), or all received before a time. */
export type LeadSelection = { email: string } | { before: Date };

const LEAD_TYPES = ['contact', 'career'] as const satisfies readonly LeadType[];

/** Every column as text; times as ISO 8601, whether the driver gave a Date or text. */
function asRecord(type: LeadType, row: Record<string, unknown>): LeadRecord {
  const record: Record<string, string> = {};
  for (const column of leadColumns[type]) {
    const value = row[column];
    if (value instanceof Date) record[column] = value.toISOString();
    else if (column === 'created_at') record[column] = new Date(String(value)).toISOString();
    else record[column] = String(value ?? '');
  }
  return record as LeadRecord;
}

const filesOf = (type: LeadType, record: LeadRecord) =>
  type === 'career' ? [record.resume_file, record.cover_letter_file].filter((name) => name !== '') : [];

function whereOf(selection: LeadSelection): { where: string; param: string } {
  if ('email' in selection) return { where: 'lower(email) = lower($1)', param: selection.email.trim() };
  return { where: 'created_at < $1::timestamptz', param: selection.before.toISOString() };
}

/** The leads of both types `selection` names, oldest first. */
export async function findHeldLeads(db: Queryable, selection: LeadSelection): Promise<HeldLead[]> {
  const { where, param } = whereOf(selection);
  const held: HeldLead[] = [];
  for (const type of LEAD_TYPES) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${leadColumns[type].join(', ')} FROM ${leadTables[type]} WHERE ${where} ORDER BY created_at ASC, id ASC`,
      [param],
    );
    for (const row of rows) {
      const record = asRecord(type, row);
      held.push({ type, record, files: filesOf(type, record) });
    }
  }
  return held;
}
