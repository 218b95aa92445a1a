import { z } from 'zod';

/** An uploaded asset. `url` is relative to the image base address. */
export const mediaSchema = z.object({
  url: z.string().min(1),
  name: z.string().optional(),
});
export type Media = z.infer<typeof mediaSchema>;

/** Markup fields are strings of HTML; they are sanitized where they are rendered. */
export const markupSchema = z.string();
