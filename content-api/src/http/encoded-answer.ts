import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One JSON answer, serialized once, with its strong validator and compressed forms. */
export interface EncodedAnswer {
  /** The hash of the JSON body; each encoding's ETag is derived from it. */
  hash: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

/** Below this size compression saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 256;

export function encodeAnswer(data: unknown): EncodedAnswer {
  const identity = Buffer.from(JSON.stringify(data));
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const bodies: EncodedAnswer['bodies'] = { identity };
  if (identity.length >= MIN_COMPRESS_BYTES) {
    const br = brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
    const gzip = gzipSync(identity, { level: 9 });
    if (br.length < identity.length) bodies.br = br;
    if (gzip.length < identity.length) bodies.gzip = gzip;
  }
  return { hash, bodies };
}

/**
 * A strong ETag names one representation, so each encoding has its own; any of them validates a
 * cached copy, since they hold the same data.
 */
export function etagOf(answer: EncodedAnswer, encoding: Encoding): string {
  return encoding === 'identity' ? `"${answer.hash}"` : `"${answer.hash}-${encoding}"`;
}
