import type { Queryable } from '../db/database';
import type { LeadType } from '../leads/lead-rows';
import type { Channel } from './delivery-channels';

/** A delivery a worker holds: which lead, on which channel, and the how-manieth attempt this is. */
export interface DeliveryTarget {
  id: string;
  leadId: string;
  leadType: LeadType;
  channel: Channel;
  attempts: number;
}

interface TargetRow {
  id: string;
  lead_id: string;
  lead_type: LeadType;
  channel: Channel;
  attempts: number;
}

const asTarget = (row: TargetRow): DeliveryTarget => ({
  id: row.id,
  leadId: row.lead_id,
  leadType: row.lead_type,
  channel: row.channel,
  attempts: Number(row.attempts),
});

const milliseconds = (parameter: string) => `(${parameter}::double precision * interval '1 millisecond')`;

/**
 * Takes the oldest due delivery of a channel and holds it for `claimMs`, counting the attempt.
 * Rows another server is claiming right now are skipped (SKIP LOCKED), and a held row is not due
 * for anyone else until its hold ends: two servers on one PostgreSQL never send a delivery at once.
 */
export async function claimDue(db: Queryable, channel: Channel, claimMs: number): Promise<DeliveryTarget | undefined> {
  const rows = await db.query<TargetRow>(
    `UPDATE lead_outbox SET attempts = attempts + 1, claimed_until = now() + ${milliseconds('$2')}
     WHERE id = (
       SELECT id FROM lead_outbox
       WHERE channel = $1 AND delivered_at IS NULL AND next_attempt_at <= now()
         AND (claimed_until IS NULL OR claimed_until <= now())
       ORDER BY next_attempt_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, lead_id, lead_type, channel, attempts`,
    [channel, claimMs],
  );
  return rows.length > 0 ? asTarget(rows[0]) : undefined;
}

export async function markDelivered(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE lead_outbox SET delivered_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1', [id]);
}

/** Records why the attempt failed (no visitor data) and when the next one is due. */
export async function markFailed(db: Queryable, id: string, reason: string, retryInMs: number): Promise<void> {
  await db.query(
    `UPDATE lead_outbox SET last_error = $2, next_attempt_at = now() + ${milliseconds('$3')}, claimed_until = NULL
     WHERE id = $1 AND delivered_at IS NULL`,
    [id, reason, retryInMs],
  );
}

/** Milliseconds until the next delivery of these channels is due (0: now), or undefined when none waits. */
export async function nextDueInMs(db: Queryable, channels: readonly Channel[]): Promise<number | undefined> {
  const [row] = await db.query<{ wait_ms: number | string | null }>(
    `SELECT GREATEST(0, EXTRACT(EPOCH FROM (min(GREATEST(next_attempt_at, COALESCE(claimed_until, next_attempt_at))) - now())) * 1000) AS wait_ms
     FROM lead_outbox WHERE delivered_at IS NULL AND channel = ANY($1::text[])`,
    [channels],
  );
  return row?.wait_ms === null || row?.wait_ms === undefined ? undefined : Number(row.wait_ms);
}

/** Holds left by a process that died; only for a database no other process uses. */
export async function releaseClaims(db: Queryable): Promise<void> {
  await db.query('UPDATE lead_outbox SET claimed_until = NULL WHERE claimed_until IS NOT NULL AND delivered_at IS NULL');
}

export interface UndeliveredEntry {
  id: string;
  leadId: string;
  leadType: LeadType;
  channel: Channel;
  attempts: number;
  nextAttemptAt: string;
  /** Set while a server is sending it. */
  claimedUntil: string | undefined;
  lastError: string | undefined;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** Deliveries not yet made, the next due first. */
export async function listUndelivered(db: Queryable): Promise<UndeliveredEntry[]> {
  const rows = await db.query<TargetRow & { next_attempt_at: unknown; claimed_until: unknown; last_error: string | null }>(
    `SELECT id, lead_id, lead_type, channel, attempts, next_attempt_at, claimed_until, last_error
     FROM lead_outbox WHERE delivered_at IS NULL ORDER BY next_attempt_at, id`,
  );
  return rows.map((row) => ({
    ...asTarget(row),
    nextAttemptAt: iso(row.next_attempt_at),
    claimedUntil: row.claimed_until === null ? undefined : iso(row.claimed_until),
    lastError: row.last_error ?? undefined,
  }));
}

/** Makes a delivery due now. */
export async function makeDueNow(db: Queryable, id: string): Promise<'due' | 'delivered' | 'unknown'> {
  const updated = await db.query('UPDATE lead_outbox SET next_attempt_at = now() WHERE id = $1 AND delivered_at IS NULL RETURNING id', [id]);
  if (updated.length > 0) return 'due';
  const existing = await db.query('SELECT id FROM lead_outbox WHERE id = $1', [id]);
  return existing.length > 0 ? 'delivered' : 'unknown';
}
