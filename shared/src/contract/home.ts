import * as z from 'zod/mini';
import { optionalMedia, optionalText, requiredFigure, requiredText, text } from './tolerant-fields';

export const homeBannerSchema = z.object({
  _id: optionalText,
  desktop_banner: optionalMedia,
  mobile_banner: optionalMedia,
  alt_tag: text,
  title: requiredText,
  description: optionalText,
  cta_text: optionalText,
  cta: optionalText,
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const homeStatSchema = z.object({
  _id: optionalText,
  number: requiredFigure,
  name: requiredText,
  image: optionalMedia,
  alt_tag: text,
});
export type HomeStat = z.infer<typeof homeStatSchema>;

export const homeContentSchema = z.object({
  section1: z.object({
    heading: requiredText,
    title: text,
    description: text,
    cta_text: optionalText,
    cta_link: optionalText,
  }),
  section2: z.object({
    heading: requiredText,
    description: text,
  }),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
