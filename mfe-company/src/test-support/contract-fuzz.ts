import { fuzzRecord } from '@group/shared/testing';
import type { FuzzCase } from '@group/shared/testing';

export type Json = Record<string, unknown>;

/** Each optional field in turn emptied or of a coercible type; each copy named and keyed by its index. */
export const variantsOf = (record: Json, required: string[], name: (index: number) => Json): FuzzCase[] =>
  fuzzRecord(record, required, (variant, index) => ({
    ...variant,
    ...name(index),
    ...(variant._id === record._id ? { _id: `${String(record._id)}-${index}` } : {}),
  }));

export const records = (variants: FuzzCase[]) => variants.map((variant) => variant.record);
export const cases = (variants: FuzzCase[]) => variants.map((variant) => [variant.label, variant.record] as const);

export const expectNoImageWithoutSource = () => {
  for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toBeTruthy();
};
