import type { EncodedAnswer, Encoding } from './encoded-answer';
import { etagOf } from './encoded-answer';

/** Picks br, then gzip, among the encodings the client accepts (q above 0) and the answer has. */
export function chooseEncoding(acceptEncoding: string | undefined, answer: EncodedAnswer): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(token.trim(), q ? Number(q[1]) : 1);
  }
  const wants = (encoding: string) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (answer.bodies.br && wants('br')) return 'br';
  if (answer.bodies.gzip && (wants('gzip') || wants('x-gzip'))) return 'gzip';
  return 'identity';
}

/** If-None-Match matches (weak comparison, as RFC 9110 asks for this header) any encoding's ETag. */
export function matchesIfNoneMatch(header: string | undefined, answer: EncodedAnswer): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = new Set((['identity', 'br', 'gzip'] as const).map((encoding) => etagOf(answer, encoding)));
  return header.split(',').some((tag) => ours.has(tag.trim().replace(/^W\//, '')));
}
