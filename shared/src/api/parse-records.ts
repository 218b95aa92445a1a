import * as z from 'zod/mini';

/** Logs a value the contract rejects, naming where it came from and why. */
export function warnRejected(path: string, what: string, error: z.core.$ZodError): void {
  console.warn(`[api] GET ${path}: ${what} does not match the contract and is left out`, error.issues);
}

/**
 * Parses each record on its own: one that does not match is dropped and logged, so a single bad
 * record never hides the rest of a list.
 */
export function parseRecords<S extends z.core.$ZodType>(path: string, records: readonly unknown[], itemSchema: S): z.output<S>[] {
  const kept: z.output<S>[] = [];
  records.forEach((record, index) => {
    const parsed = z.safeParse(itemSchema, record);
    if (parsed.success) kept.push(parsed.data);
    else warnRejected(path, `record ${index}`, parsed.error);
  });
  return kept;
}
