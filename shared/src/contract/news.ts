import { z } from 'zod';
import { markupSchema, mediaSchema } from './media';

export const linkTypes = ['inner-page-link', 'video', 'external-link', 'none'] as const;
export type LinkType = (typeof linkTypes)[number];

export const MEDIA_MENTIONS = 'Media Mentions';

export const newsCategorySchema = z.object({
  _id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().optional(),
  thumbnail: mediaSchema.optional(),
  layout_type: z.string().optional(),
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsItemSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  description: markupSchema.default(''),
  image: mediaSchema,
  inner_page_image: mediaSchema.optional(),
  alt_tag: z.string().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.boolean(),
  order: z.number().nullish(),
  cta: z.string().optional(),
  content_display: z.string().optional(),
  link_type: z.enum(linkTypes).default('none'),
  innerLink: z.string().optional(),
  category: z.object({
    _id: z.string().optional(),
    name: z.string(),
  }),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsCategoryPageSchema = z.object({
  news: z.array(newsItemSchema),
  totalCount: z.number().int().nonnegative(),
});
export type NewsCategoryPage = z.infer<typeof newsCategoryPageSchema>;

/** /newscentre/initial: keyed by category name. */
export const newsInitialSchema = z.record(z.string(), newsCategoryPageSchema);
export type NewsInitial = z.infer<typeof newsInitialSchema>;

/** Display rule: status true only, order ascending, a missing order last. */
export const compareNewsOrder = (a: Pick<NewsItem, 'order'>, b: Pick<NewsItem, 'order'>): number => {
  const left = a.order ?? Number.POSITIVE_INFINITY;
  const right = b.order ?? Number.POSITIVE_INFINITY;
  return left === right ? 0 : left < right ? -1 : 1;
};
