import type * as z from 'zod/mini';
import type { Envelope } from '../contract';

/** A backend answer as content-api sends it: `{ status: 200, data }`, in the contract's envelope. */
export const ok = <T>(data: T): Envelope<T> & { status: 200; data: T } => ({ status: 200, data });

/**
 * What a backend may send for a contract schema, before the site reads it (a number as a number or
 * as text, for instance): the type of fixtures that stand for backend answers.
 */
export type SentFor<Schema extends z.core.$ZodType> = z.input<Schema>;
