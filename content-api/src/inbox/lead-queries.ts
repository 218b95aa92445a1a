import type { Queryable } from '../db/database';
import { leadColumns, leadTables } from '../leads/lead-rows';
import type { LeadType } from '../leads/lead-rows';
import type { LeadRecord } from '../leads/lead-store';
import type { LeadFilters } from './lead-filters';

export interface ListedLead {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  /** The subject of an enquiry, the current designation of an applicant. */
  about: string;
  handledAt?: Date;
}

export interface HandledMark {
  at: Date;
  /** The inbox user's e-mail; absent once that account is removed. */
  by?: string;
}

const aboutColumn: Record<LeadType, string> = { contact: 'subject', career: 'current_designation' };

/** `text` as an ILIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The WHERE clause of `filters`, every value a parameter. Days are read in `timeZone`: "to" takes
 * in the whole of its day.
 */
function whereOf(filters: LeadFilters, timeZone: string): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses: string[] = [];
  if (filters.from) clauses.push(`l.created_at >= (${param(filters.from)}::date)::timestamp AT TIME ZONE ${param(timeZone)}::text`);
  if (filters.to) clauses.push(`l.created_at < (${param(filters.to)}::date + 1)::timestamp AT TIME ZONE ${param(timeZone)}::text`);
  if (filters.status === 'open') clauses.push('h.lead_id IS NULL');
  if (filters.status === 'handled') clauses.push('h.lead_id IS NOT NULL');
  if (filters.q) {
    const pattern = param(containsPattern(filters.q));
    clauses.push(`(l.name ILIKE ${pattern} ESCAPE '\\' OR l.email ILIKE ${pattern} ESCAPE '\\')`);
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const fromOf = (type: LeadType) => `${leadTables[type]} AS l LEFT JOIN lead_handling AS h ON h.lead_id = l.id`;

/** One page of the leads `filters` select, newest first, and how many they select in all. */
export async function findLeads(
  db: Queryable,
  filters: LeadFilters,
  timeZone: string,
  pageSize: number,
): Promise<{ leads: ListedLead[]; total: number }> {
  const { where, params } = whereOf(filters, timeZone);
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${fromOf(filters.type)} ${where}`, params);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT l.id, l.created_at, l.name, l.email, l.phone, l.${aboutColumn[filters.type]} AS about, h.handled_at
     FROM ${fromOf(filters.type)} ${where}
     ORDER BY l.created_at DESC, l.id DESC
     LIMIT ${pageSize} OFFSET ${(filters.page - 1) * pageSize}`,
    params,
  );
  const leads = rows.map((row) => ({
    id: String(row.id),
    createdAt: new Date(row.created_at as string | Date),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    about: String(row.about),
    handledAt: row.handled_at ? new Date(row.handled_at as string | Date) : undefined,
  }));
  return { leads, total };
}

function asRecord(type: LeadType, row: Record<string, unknown>): LeadRecord {
  const record: Record<string, string> = {};
  for (const column of leadColumns[type]) {
    const value = row[column];
    record[column] = value instanceof Date ? value.toISOString() : String(value ?? '');
  }
  return record as LeadRecord;
}

/** Every lead `filters` select (whatever its page), newest first, with the columns the export writes. */
export async function leadsToExport(db: Queryable, filters: LeadFilters, timeZone: string): Promise<LeadRecord[]> {
  const { where, params } = whereOf(filters, timeZone);
  const columns = leadColumns[filters.type].map((column) => `l.${column}`).join(', ');
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${columns} FROM ${fromOf(filters.type)} ${where} ORDER BY l.created_at DESC, l.id DESC`,
    params,
  );
  return rows.map((row) => asRecord(filters.type, row));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One lead with every column, and whether (when, by whom) it was handled; undefined when there is none. */
export async function findLeadWithMark(
  db: Queryable,
  type: LeadType,
  id: string,
): Promise<{ record: LeadRecord; handled?: HandledMark } | undefined> {
  if (!UUID.test(id)) return undefined;
  const columns = leadColumns[type].map((column) => `l.${column}`).join(', ');
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${columns}, h.handled_at, u.email AS handled_by
     FROM ${fromOf(type)} LEFT JOIN inbox_users AS u ON u.id = h.handled_by
     WHERE l.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const handled = row.handled_at
    ? { at: new Date(row.handled_at as string | Date), by: typeof row.handled_by === 'string' ? row.handled_by : undefined }
    : undefined;
  return { record: asRecord(type, row), handled };
}
