import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_CACHE_CONTROL } from './image-caching';
import { findImageFile } from './image-file';
import type { ImageVariants } from './image-variants';
import { originalFormatOf } from './variant-formats';
import type { VariantQuery } from './variant-query';

/** If-None-Match, compared weakly as RFC 9110 asks for this header. */
function alreadyHeld(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Where a variant's original is looked for, and who renders it. */
export interface VariantSource {
  root: string;
  prefix: string;
  variants: ImageVariants;
}

/**
 * Answers `request` with the variant `query` asks for (or 304, or the 404 of an original that does
 * not decode). Answers false, having sent nothing, when the request is no variant's to answer: its
 * path does not plainly name a file in the folder, or the file is not a picture to re-encode.
 */
export async function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  query: VariantQuery,
  source: VariantSource,
): Promise<boolean> {
  const pathname = request.url.split('?', 1)[0];
  if (!pathname.startsWith(source.prefix)) return false;
  const original = await findImageFile(source.root, pathname.slice(source.prefix.length));
  const originalFormat = original && originalFormatOf(original.path);
  if (!original || !originalFormat) return false;

  const variant = source.variants.describe(original, query.width, query.format ?? originalFormat);
  if (alreadyHeld(request.headers['if-none-match'], variant.etag)) {
    reply.code(304).header('cache-control', IMAGE_CACHE_CONTROL).header('etag', variant.etag).send();
    return true;
  }
  const content = await source.variants.body(variant, request.log);
  if (!content) {
    reply.callNotFound();
    return true;
  }
  reply
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('etag', variant.etag)
    .header('content-type', variant.contentType)
    .header('content-length', String(content.size))
    .send(content.body);
  return true;
}
