import { z } from 'zod';

/**
 * The one reading rule of the contract (decision 13). A record is dropped only when a field its
 * display cannot do without (an id, a slug used in a link, a title) is missing or unusable. Every
 * other field is read with one of the helpers below: a null, empty, missing or unusable value
 * degrades that field alone, and a value of a coercible type is coerced.
 */

const isBlank = (value: unknown): boolean => value === null || (typeof value === 'string' && value.trim() === '');

/** A number or a boolean where text is expected is read as its text. */
const asText = (value: unknown): unknown =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A numeric string where a number is expected is read as that number. */
const asNumber = (value: unknown): unknown => (typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value);

/** "true" and "false" where a boolean is expected are read as booleans. */
const asBoolean = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : value);

/** Must-have text (an id, a slug, a title, a name): a record without it is dropped. */
export const requiredText = z.preprocess(
  asText,
  z.string({ error: 'required text is missing' }).trim().min(1, 'required text is empty'),
);

/** A must-have slug that becomes a path segment as it is: lower case letters, digits and dashes. */
export const pathSlug = z.preprocess(
  asText,
  z.string({ error: 'required slug is missing' }).trim().regex(/^[a-z0-9-]+$/, 'slug must be lower case letters, digits and dashes'),
);

/** A must-have figure shown as it is sent ("06" keeps its zero): a number or numeric text, read as text. */
export const requiredFigure = z.preprocess(
  asText,
  z.string({ error: 'required figure is missing' }).trim().regex(/^\d+(\.\d+)?$/, 'figure must be digits'),
);

/** Optional text or markup: missing, null, blank or not text → undefined. */
export const optionalText = z
  .preprocess((value) => (isBlank(value) ? undefined : asText(value)), z.string().optional())
  .catch(undefined);

/** Cosmetic text or markup shown as it is: anything unusable → "" (nothing is shown). */
export const text = z.preprocess((value) => (isBlank(value) ? '' : asText(value)), z.string()).catch('');

/** Optional number (an order): unusable → undefined, so it counts as missing. */
export const optionalNumber = z.preprocess(asNumber, z.number().finite().optional()).catch(undefined);

/** A flag with the value it has when unset or unusable. */
export const flag = (whenUnset: boolean) => z.preprocess(asBoolean, z.boolean()).catch(whenUnset);

/** One of `values`, else `fallback`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).catch(fallback);

/** An uploaded asset. `url` is relative to the image base address; a bare url string is accepted. */
const mediaObjectSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { url: value } : value),
  z.object({ url: z.string().trim().min(1), name: optionalText }),
);
export type Media = z.output<typeof mediaObjectSchema>;

/** Must-have media: the record is its image (a gallery image). */
export const requiredMedia = mediaObjectSchema;

/**
 * Optional media: missing, null, "", {} or { url: "" } → undefined. The display falls back (another
 * image of the record, else an empty space of the image's size).
 */
export const optionalMedia = mediaObjectSchema.optional().catch(undefined);

/**
 * A list inside a record: not a list → empty; an element that does not match `item` is left out of
 * the list, never taking the record with it.
 */
export const listOf = <S extends z.ZodType>(item: S) =>
  z
    .preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.unknown()))
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<S>] : [];
      }),
    );

/** A nested object of cosmetic fields only: anything that is not an object reads as `{}`. */
export const optionalGroup = <T extends z.ZodRawShape>(shape: T) => {
  const group = z.object(shape);
  return z.preprocess((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}), group);
};

/** The first usable url among `media`, in order of preference. */
export const firstMediaUrl = (...media: ReadonlyArray<Media | undefined>): string | undefined =>
  media.find((item) => item !== undefined)?.url;
