import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`. Compared as SHA-256 digests in
 * constant time, so neither the time taken nor an early return tells how much of a guess was
 * right, or how long the token is.
 */
export function bearerTokenMatches(authorization: string | undefined, expected: string): boolean {
  const given = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}
