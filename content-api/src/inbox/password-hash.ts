import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt's cost: N (CPU and memory), r (block size), p (parallel lanes). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's minimum for scrypt: 128 MiB and about 0.3 s per hash on one core. Kept in every hash,
 * so raising it later leaves existing passwords valid.
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** A stored hash naming a higher cost than this is refused rather than run (it could take minutes). */
const MAX_COST: ScryptCost = { N: 2 ** 20, r: 16, p: 4 };

const derive = (password: string, salt: Buffer, cost: ScryptCost) =>
  new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node refuses anything above maxmem, 32 MiB unless raised.
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** `scrypt$N$r$p$salt$key`, salt and key in base64: a random salt each time. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN));
  const withinBounds = N >= 2 && (N & (N - 1)) === 0 && N <= MAX_COST.N && r >= 1 && r <= MAX_COST.r && p >= 1 && p <= MAX_COST.p;
  if (!withinBounds) return undefined;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length < SALT_BYTES || key.length !== KEY_BYTES) return undefined;
  return { cost: { N, r, p }, salt, key };
}

/** Whether `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}
