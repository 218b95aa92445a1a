import type { LeadType } from '../leads/lead-rows';

export type StatusFilter = 'all' | 'open' | 'handled';

/** What the list shows: one type of lead, narrowed by the filter form, one page of it. */
export interface LeadFilters {
  type: LeadType;
  /** Part of a name or e-mail; empty for every lead. */
  q: string;
  /** Received on or after this day (YYYY-MM-DD, in the inbox's time zone). */
  from?: string;
  /** Received on or before this day. */
  to?: string;
  status: StatusFilter;
  page: number;
}

export const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 100_000;
const STATUSES: readonly StatusFilter[] = ['all', 'open', 'handled'];

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The filters of a list address. A value that is not understood is left out and named in
 * `problems`, for the page to say so, rather than refusing the whole page.
 */
export function readFilters(query: unknown): { filters: LeadFilters; problems: string[] } {
  const values = (query ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const type: LeadType = single(values.type) === 'career' ? 'career' : 'contact';
  const q = (single(values.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const status = STATUSES.find((choice) => choice === single(values.status)) ?? 'all';
  const day = (name: 'from' | 'to', label: string) => {
    const value = single(values[name])?.trim();
    if (!value) return undefined;
    if (isDay(value)) return value;
    problems.push(`${label} must be a date like 2025-07-30`);
    return undefined;
  };
  let from = day('from', 'Received from');
  let to = day('to', 'Received to');
  if (from && to && from > to) {
    problems.push('Received from must not be after Received to');
    from = undefined;
    to = undefined;
  }
  const pageText = single(values.page) ?? '1';
  const page = /^\d{1,6}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : 1;
  return { filters: { type, q, from, to, status, page }, problems };
}

/** The address query of `filters`, with `changes` applied; the first page and defaults are left out. */
export function filtersQuery(filters: LeadFilters, changes: Partial<LeadFilters> & { format?: 'csv' | 'json' } = {}): string {
  const { format, ...rest } = changes;
  const merged = { ...filters, ...rest };
  const params = new URLSearchParams({ type: merged.type });
  if (merged.q) params.set('q', merged.q);
  if (merged.from) params.set('from', merged.from);
  if (merged.to) params.set('to', merged.to);
  if (merged.status !== 'all') params.set('status', merged.status);
  if (merged.page > 1) params.set('page', String(merged.page));
  if (format) params.set('format', format);
  return params.toString();
}
