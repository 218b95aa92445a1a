import { leadColumns } from './lead-store';
import type { LeadRecord, LeadType } from './lead-store';

/**
 * Spreadsheet programs run a cell that starts with = + - @ as a formula; leads come from the
 * public, so such cells get a leading apostrophe.
 */
function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  const safe = neutralizeFormula(value);
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(type: LeadType, records: readonly LeadRecord[]): string {
  const columns = leadColumns[type];
  const lines = [columns.join(','), ...records.map((record) => columns.map((column) => csvField(record[column] ?? '')).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export function toJson(records: readonly LeadRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}
