import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-lead-signature';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: a receiver recomputes it with the
 * shared secret, compares in constant time, and refuses an old t to stop a replayed request.
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
