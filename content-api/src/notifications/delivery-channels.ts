import { createHash } from 'node:crypto';

/** How a lead is announced. */
export type Channel = 'email' | 'webhook';

export const CHANNELS: readonly Channel[] = ['email', 'webhook'];

/** Any fixed UUID: it keeps these ids apart from UUIDs made for anything else. */
const NAMESPACE = Buffer.from('6f1c2f4e8a3b4d5c9e7f0a1b2c3d4e5f', 'hex');

/**
 * The id of a lead's delivery on one channel (a name-based UUID, version 5): the same at every
 * attempt, on every server and after the journal is replayed, so it serves as the idempotency key.
 */
export function deliveryId(leadId: string, channel: Channel): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${leadId}/${channel}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
