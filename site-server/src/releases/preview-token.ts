// Preview links (docs/decisions/0042): `P.S` where P is base64url of {remote, release, exp} (in
// that order, exp in Unix seconds) and S the base64url HMAC-SHA256 of P with
// RELEASE_PREVIEW_SECRET. The deploy command's `pnpm release preview` makes them; the site's
// server only checks them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { remoteNames } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import { RELEASE_NAME } from './release-name';

export type PreviewGrant = { remote: RemoteName; release: string; exp: number };

const payloadSchema = z.object({
  remote: z.enum(remoteNames as [RemoteName, ...RemoteName[]]),
  release: z.string().regex(RELEASE_NAME),
  exp: z.number().int().positive(),
});

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A token for `grant`, as `pnpm release preview` writes it. */
export function signPreviewToken(secret: string, { remote, release, exp }: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify({ remote, release, exp })).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/**
 * What a token grants, or undefined when it was not signed with `secret` (tampered, or made for
 * another site), is malformed, or has expired at `nowSeconds`.
 */
export function verifyPreviewToken(secret: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): PreviewGrant | undefined {
  if (token.length > 1000) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const grant = payloadSchema.safeParse(decoded);
  if (!grant.success || grant.data.exp <= nowSeconds) return undefined;
  return grant.data;
}
