import * as z from 'zod/mini';

/** Every response of the content API: `{ status, data }`, plus `message` on error. */
export const envelopeSchema = <T extends z.core.$ZodType>(data: T) =>
  z.object({
    status: z.number().check(z.int()),
    data: z.optional(data),
    message: z.optional(z.string()),
  });

export type Envelope<T> = { status: number; data?: T; message?: string };
