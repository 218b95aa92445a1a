import { z } from 'zod';
import { markupSchema, mediaSchema } from './media';

export const homeBannerSchema = z.object({
  _id: z.string().optional(),
  desktop_banner: mediaSchema,
  mobile_banner: mediaSchema,
  alt_tag: z.string().default(''),
  title: markupSchema,
  description: markupSchema.optional(),
  cta_text: z.string().optional(),
  cta: z.string().optional(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const homeStatSchema = z.object({
  _id: z.string().optional(),
  number: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]),
  name: markupSchema,
  image: mediaSchema,
  alt_tag: z.string().default(''),
});
export type HomeStat = z.infer<typeof homeStatSchema>;

export const homeContentSchema = z.object({
  section1: z.object({
    heading: z.string(),
    title: markupSchema,
    description: markupSchema,
    cta_text: z.string().optional(),
    cta_link: z.string().optional(),
  }),
  section2: z.object({
    heading: z.string(),
    description: markupSchema,
  }),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
