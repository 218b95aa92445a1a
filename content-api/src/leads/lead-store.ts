import { randomUUID } from 'node:crypto';
import type { CareerLeadFields, ContactLead, LeadReceipt } from '@group/shared/contract';
import type { Database } from '../db/database';

export type LeadType = 'contact' | 'career';

export interface StoredCareerFiles {
  resumeFile: string;
  resumeOriginalName: string;
  coverLetterFile: string;
  coverLetterOriginalName: string;
}

const toReceipt = (row: { id: string; created_at: Date | string }): LeadReceipt => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function insertContactLead(db: Database, lead: Omit<ContactLead, 'recaptchaToken'>): Promise<LeadReceipt> {
  const rows = await db.transaction((tx) =>
    tx.query<{ id: string; created_at: Date }>(
      `INSERT INTO contact_leads (id, name, email, phone, subject, message)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
      [randomUUID(), lead.name, lead.email, lead.phone, lead.subject, lead.message],
    ),
  );
  return toReceipt(rows[0]);
}

export async function insertCareerLead(
  db: Database,
  lead: Omit<CareerLeadFields, 'recaptchaToken'>,
  files: StoredCareerFiles,
): Promise<LeadReceipt> {
  const rows = await db.transaction((tx) =>
    tx.query<{ id: string; created_at: Date }>(
      `INSERT INTO career_leads (id, name, email, phone, current_designation, expected_salary, current_salary,
         message, resume_file, resume_original_name, cover_letter_file, cover_letter_original_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id, created_at`,
      [
        randomUUID(),
        lead.name,
        lead.email,
        lead.phone,
        lead.current_designation,
        lead.expected_salary,
        lead.current_salary,
        lead.message,
        files.resumeFile,
        files.resumeOriginalName,
        files.coverLetterFile,
        files.coverLetterOriginalName,
      ],
    ),
  );
  return toReceipt(rows[0]);
}

export type LeadRecord = Record<string, string> & { id: string; created_at: string };

export const leadColumns: Record<LeadType, readonly string[]> = {
  contact: ['id', 'created_at', 'name', 'email', 'phone', 'subject', 'message'],
  career: [
    'id',
    'created_at',
    'name',
    'email',
    'phone',
    'current_designation',
    'expected_salary',
    'current_salary',
    'message',
    'resume_file',
    'resume_original_name',
    'cover_letter_file',
    'cover_letter_original_name',
  ],
};

/** Leads oldest first, optionally only those created at or after `since`. */
export async function listLeads(db: Database, type: LeadType, since?: Date): Promise<LeadRecord[]> {
  const table = type === 'contact' ? 'contact_leads' : 'career_leads';
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${leadColumns[type].join(', ')} FROM ${table}
     WHERE ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
     ORDER BY created_at ASC, id ASC`,
    [since ? since.toISOString() : null],
  );
  return rows.map((row) => {
    const record: Record<string, string> = {};
    for (const column of leadColumns[type]) {
      const value = row[column];
      record[column] = value instanceof Date ? value.toISOString() : String(value ?? '');
    }
    return record as LeadRecord;
  });
}
