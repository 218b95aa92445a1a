import Negotiator from 'negotiator';
import type { EncodedAnswer, Encoding } from './encoded-answer';
import { etagOf } from './encoded-answer';

/**
 * The compressed forms of `answer` that the client accepts, read from Accept-Encoding by
 * `negotiator` (the parser Express uses): q=0 refuses, `*` stands for every coding not named, names
 * and parameters are compared without regard to case. `x-gzip` is gzip's older name.
 */
function acceptedCompressions(acceptEncoding: string, answer: EncodedAnswer): Set<string> {
  const offered = [...(answer.bodies.br ? ['br'] : []), ...(answer.bodies.gzip ? ['gzip', 'x-gzip'] : [])];
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding.toLowerCase() } });
  return new Set(negotiator.encodings(offered));
}

/**
 * Picks br, then gzip, among the encodings the client accepts (q above 0) and the answer has,
 * whatever the order or weights of the accepted ones: brotli is the smaller. Else identity, which
 * is also what a client that refuses everything gets.
 */
export function chooseEncoding(acceptEncoding: string | undefined, answer: EncodedAnswer): Encoding {
  if (!acceptEncoding) return 'identity';
  // Browsers send a handful of distinct headers: each is parsed once (for what the answer offers).
  const key = `${answer.bodies.br ? 'b' : '-'}${answer.bodies.gzip ? 'g' : '-'}${acceptEncoding}`;
  const known = chosen.get(key);
  if (known) return known;
  const accepted = acceptedCompressions(acceptEncoding, answer);
  const encoding: Encoding = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('x-gzip') ? 'gzip' : 'identity';
  if (chosen.size >= MAX_REMEMBERED) chosen.delete(chosen.keys().next().value as string);
  chosen.set(key, encoding);
  return encoding;
}

/** Accept-Encoding headers remembered with their choice; a flood of odd ones pushes out the oldest. */
const MAX_REMEMBERED = 256;
const chosen = new Map<string, Encoding>();

/** If-None-Match matches (weak comparison, as RFC 9110 asks for this header) any encoding's ETag. */
export function matchesIfNoneMatch(header: string | undefined, answer: EncodedAnswer): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = new Set((['identity', 'br', 'gzip'] as const).map((encoding) => etagOf(answer, encoding)));
  return header.split(',').some((tag) => ours.has(tag.trim().replace(/^W\//, '')));
}
