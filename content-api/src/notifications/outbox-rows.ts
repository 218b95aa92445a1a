import type { LeadRow, LeadType } from '../leads/lead-rows';
import { deliveryId } from './delivery-channels';
import type { Channel } from './delivery-channels';

/** A lead_outbox row as written with its lead (the other columns take their defaults). */
export interface OutboxRow {
  id: string;
  lead_id: string;
  lead_type: LeadType;
  channel: Channel;
  created_at: string;
  next_attempt_at: string;
}

/** One row per channel, due at once: the lead's time of receipt. */
export function outboxRowsFor(type: LeadType, lead: LeadRow, channels: readonly Channel[]): OutboxRow[] {
  return channels.map((channel) => ({
    id: deliveryId(lead.id, channel),
    lead_id: lead.id,
    lead_type: type,
    channel,
    created_at: lead.created_at,
    next_attempt_at: lead.created_at,
  }));
}
