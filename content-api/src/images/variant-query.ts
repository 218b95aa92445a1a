import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_QUERY, IMAGE_VARIANT_WIDTHS } from '@group/shared/contract';
import type { ImageVariantFormat, ImageVariantWidth } from '@group/shared/contract';
import { ApiError } from '../http/api-error';

/** What a variant request asks for; a part left out keeps the original's. */
export interface VariantQuery {
  width?: ImageVariantWidth;
  format?: ImageVariantFormat;
}

const listed = (values: readonly (string | number)[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

function readOne<T extends string | number>(query: Record<string, unknown>, name: string, allowed: readonly T[]): T | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  // A repeated parameter arrives as an array: refused rather than one of its values picked.
  if (Array.isArray(value)) throw new ApiError(400, `${name} must be given once, as ${listed(allowed)}`);
  const choice = allowed.find((candidate) => String(candidate) === value);
  if (choice === undefined) throw new ApiError(400, `${name} must be ${listed(allowed)}`);
  return choice;
}

/**
 * Reads `w` and `fm` from an image's query. Answers undefined when neither is there (the original
 * itself is asked for); a value outside the contract's lists is refused with 400, so nobody can
 * make the server render sizes of their choosing. Other parameters are ignored.
 */
export function readVariantQuery(query: unknown): VariantQuery | undefined {
  const params = (query ?? {}) as Record<string, unknown>;
  const width = readOne(params, IMAGE_VARIANT_QUERY.width, IMAGE_VARIANT_WIDTHS);
  const format = readOne(params, IMAGE_VARIANT_QUERY.format, IMAGE_VARIANT_FORMATS);
  if (width === undefined && format === undefined) return undefined;
  return { width, format };
}
