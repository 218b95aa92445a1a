import { z } from 'zod';

/** Every response of the content API: `{ status, data }`, plus `message` on error. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number().int(),
    data: data.optional(),
    message: z.string().optional(),
  });

export type Envelope<T> = { status: number; data?: T; message?: string };
