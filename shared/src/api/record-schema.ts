import type * as z from 'zod/mini';
import type { ReadSchemaName, ReadSchemas } from '../contract';

/**
 * What a read is validated with: a schema of the contract, or the name of a record's schema
 * (`readSchemas`), which spares the page importing zod (docs/decisions/0018-first-load-javascript.md).
 */
export type RecordSchema = z.core.$ZodType | ReadSchemaName;

/** What a read validated with `S` gives. */
export type RecordOf<S extends RecordSchema> = z.output<S extends ReadSchemaName ? ReadSchemas[S] : S>;
