import * as z from 'zod/mini';
import { flag, oneOf, optionalGroup, optionalMedia, optionalNumber, optionalText, requiredText, text } from './tolerant-fields';
import { linkTypes } from './record-kinds';

export const newsCategorySchema = z.object({
  _id: requiredText,
  name: requiredText,
  description: optionalText,
  thumbnail: optionalMedia,
  layout_type: optionalText,
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsItemSchema = z.object({
  _id: requiredText,
  slug: requiredText,
  title: requiredText,
  description: text,
  image: optionalMedia,
  /** Falls back to `image` on the detail page. */
  inner_page_image: optionalMedia,
  alt_tag: optionalText,
  /** A date that cannot be read is not shown. */
  createdAt: optionalText,
  status: flag(true),
  order: optionalNumber,
  cta: optionalText,
  content_display: optionalText,
  /** An unknown link type leads nowhere. */
  link_type: oneOf(linkTypes, 'none'),
  innerLink: optionalText,
  category: optionalGroup({
    _id: optionalText,
    name: text,
  }),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsCategoryPageSchema = z.object({
  news: z.array(newsItemSchema),
  totalCount: z.number().check(z.int(), z.nonnegative()),
});
export type NewsCategoryPage = z.infer<typeof newsCategoryPageSchema>;

/** /newscentre/initial: keyed by category name. */
export const newsInitialSchema = z.record(z.string(), newsCategoryPageSchema);
export type NewsInitial = z.infer<typeof newsInitialSchema>;
