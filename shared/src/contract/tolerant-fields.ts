import * as z from 'zod/mini';

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

/**
 * Reads a value with `prepare` before `schema` checks it: the coercions above run first. Typed as a
 * preprocess, so a field's input is optional exactly when `schema` says so.
 */
const preprocess = <S extends z.core.$ZodType>(prepare: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(prepare), schema) as z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, S> & z.core.$ZodPreprocess<S>;

/** Must-have text (an id, a slug, a title, a name): a record without it is dropped. */
export const requiredText = preprocess(
  asText,
  z.string({ error: 'required text is missing' }).check(z.trim(), z.minLength(1, 'required text is empty')),
);

/** A must-have slug that becomes a path segment as it is: lower case letters, digits and dashes. */
export const pathSlug = preprocess(
  asText,
  z
    .string({ error: 'required slug is missing' })
    .check(z.trim(), z.regex(/^[a-z0-9-]+$/, 'slug must be lower case letters, digits and dashes')),
);

/** A must-have figure shown as it is sent ("06" keeps its zero): a number or numeric text, read as text. */
export const requiredFigure = preprocess(
  asText,
  z.string({ error: 'required figure is missing' }).check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'figure must be digits')),
);

/** Optional text or markup: missing, null, blank or not text → undefined. */
export const optionalText = z.catch(
  preprocess((value) => (isBlank(value) ? undefined : asText(value)), z.optional(z.string())),
  undefined,
);

/** Cosmetic text or markup shown as it is: anything unusable → "" (nothing is shown). */
export const text = z.catch(preprocess((value) => (isBlank(value) ? '' : asText(value)), z.string()), '');

/** Optional number (an order): unusable → undefined, so it counts as missing. */
export const optionalNumber = z.catch(preprocess(asNumber, z.optional(z.number())), undefined);

/** A flag with the value it has when unset or unusable. */
export const flag = (whenUnset: boolean) => z.catch(preprocess(asBoolean, z.boolean()), whenUnset);

/** One of `values`, else `fallback`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.catch(z.enum(values), fallback);

/** An uploaded asset. `url` is relative to the image base address; a bare url string is accepted. */
const mediaObjectSchema = preprocess(
  (value) => (typeof value === 'string' ? { url: value } : value),
  z.object({ url: z.string().check(z.trim(), z.minLength(1)), name: optionalText }),
);
export type Media = z.output<typeof mediaObjectSchema>;

/** Must-have media: the record is its image (a gallery image). */
export const requiredMedia = mediaObjectSchema;

/**
 * Optional media: missing, null, "", {} or { url: "" } → undefined. The display falls back (another
 * image of the record, else an empty space of the image's size).
 */
export const optionalMedia = z.catch(z.optional(mediaObjectSchema), undefined);

/**
 * A list inside a record: not a list → empty; an element that does not match `item` is left out of
 * the list, never taking the record with it.
 */
export const listOf = <S extends z.core.$ZodType>(item: S) =>
  z.pipe(
    preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.unknown())),
    z.transform((values: unknown[]) =>
      values.flatMap((value) => {
        const parsed = z.safeParse(item, value);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );

/** A nested object of cosmetic fields only: anything that is not an object reads as `{}`. */
export const optionalGroup = <T extends z.core.$ZodShape>(shape: T) => {
  const group = z.object(shape);
  return preprocess((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}), group);
};

