import type { Queryable } from '../db/database';
import type { LeadType } from '../leads/lead-rows';
import { asLeadRecord } from '../leads/lead-store';
import type { LeadRecord } from '../leads/lead-store';
import type { Channel } from './delivery-channels';

/** A delivery a worker holds: which lead, on which channel, and the how-manieth attempt this is. */
export interface DeliveryTarget {
  id: string;
  leadId: string;
  leadType: LeadType;
  channel: Channel;
  attempts: number;
}

/** A claimed delivery with its lead, or without one if the lead is not stored. */
export interface ClaimedDelivery {
  target: DeliveryTarget;
  lead: LeadRecord | undefined;
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
 * Takes up to `limit` of a channel's oldest due deliveries, with their leads, and holds them for
 * `claimMs`, counting the attempt. Rows another server is claiming right now are skipped (SKIP
 * LOCKED), and a held row is not due for anyone else until its hold ends: two servers on one
 * PostgreSQL never send a delivery at once.
 */
export async function claimDue(db: Queryable, channel: Channel, limit: number, claimMs: number): Promise<ClaimedDelivery[]> {
  const rows = await db.query<TargetRow & { lead: Record<string, unknown> | null }>(
    `WITH claimed AS (
       UPDATE lead_outbox SET attempts = attempts + 1, claimed_until = now() + ${milliseconds('$3')}
       WHERE id IN (
         SELECT id FROM lead_outbox
         WHERE channel = $1 AND delivered_at IS NULL AND next_attempt_at <= now()
           AND (claimed_until IS NULL OR claimed_until <= now())
         ORDER BY next_attempt_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, lead_id, lead_type, channel, attempts, next_attempt_at
     )
     SELECT claimed.id, claimed.lead_id, claimed.lead_type, claimed.channel, claimed.attempts,
       COALESCE(to_jsonb(contact.*), to_jsonb(career.*)) AS lead
     FROM claimed
     LEFT JOIN contact_leads contact ON claimed.lead_type = 'contact' AND contact.id = claimed.lead_id
     LEFT JOIN career_leads career ON claimed.lead_type = 'career' AND career.id = claimed.lead_id
     ORDER BY claimed.next_attempt_at`,
    [channel, limit, claimMs],
  );
  return rows.map((row) => ({ target: asTarget(row), lead: row.lead ? asLeadRecord(row.lead_type, row.lead) : undefined }));
}

export interface FailedAttempt {
  id: string;
  /** Why, in words that carry no visitor data. */
  reason: string;
  retryInMs: number;
}

/** Records attempts that ended: deliveries made, and for failed ones why and when the next is due. */
export async function recordOutcomes(db: Queryable, delivered: readonly string[], failed: readonly FailedAttempt[]): Promise<void> {
  if (delivered.length > 0) {
    await db.query('UPDATE lead_outbox SET delivered_at = now(), claimed_until = NULL, last_error = NULL WHERE id = ANY($1::uuid[])', [delivered]);
  }
  if (failed.length > 0) {
    await db.query(
      `UPDATE lead_outbox AS outbox SET last_error = failed.reason, next_attempt_at = now() + ${milliseconds('failed.wait_ms')}, claimed_until = NULL
       FROM unnest($1::uuid[], $2::text[], $3::double precision[]) AS failed (id, reason, wait_ms)
       WHERE outbox.id = failed.id AND outbox.delivered_at IS NULL`,
      [failed.map((attempt) => attempt.id), failed.map((attempt) => attempt.reason), failed.map((attempt) => attempt.retryInMs)],
    );
  }
}

/** Per channel, milliseconds until its next delivery is due (0: now); a channel with none waiting is absent. */
export async function nextDueByChannel(db: Queryable, channels: readonly Channel[]): Promise<Map<Channel, number>> {
  const rows = await db.query<{ channel: Channel; wait_ms: number | string }>(
    `SELECT channel, GREATEST(0, EXTRACT(EPOCH FROM (min(GREATEST(next_attempt_at, COALESCE(claimed_until, next_attempt_at))) - now())) * 1000) AS wait_ms
     FROM lead_outbox WHERE delivered_at IS NULL AND channel = ANY($1::text[])
     GROUP BY channel`,
    [channels],
  );
  return new Map(rows.map((row) => [row.channel, Number(row.wait_ms)]));
}

/**
 * Keeps the holds of deliveries whose attempts are still running for another `claimMs`: a hold
 * is short, so the rows of a server that died are free again soon, and it lasts while the server
 * that took them lives.
 */
export async function extendClaims(db: Queryable, ids: readonly string[], claimMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE lead_outbox SET claimed_until = now() + ${milliseconds('$2')}
     WHERE id = ANY($1::uuid[]) AND delivered_at IS NULL AND claimed_until IS NOT NULL`,
    [ids, claimMs],
  );
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
