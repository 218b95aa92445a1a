import { z } from 'zod';
import { markupSchema, mediaSchema } from './media';

export const layoutTypes = [
  'title_desc',
  'title_desc_image_horizontal',
  'title_desc_image_vertical',
] as const;
export type LayoutType = (typeof layoutTypes)[number];

export const ventureBoxSchema = z.object({
  box_image: mediaSchema,
  box_alt_tag: z.string().optional(),
  box_title: z.string().optional(),
  box_description: markupSchema.optional(),
  /** Backends send a boolean or the string "true". */
  is_scrollable: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});
export type VentureBox = z.infer<typeof ventureBoxSchema>;

/**
 * layout_type stays an open string: a section of a layout the site does not know is skipped
 * where it is rendered, never a reason to drop the whole venture.
 */
export const ventureSectionSchema = z.object({
  layout_type: z.string(),
  section_title: markupSchema.optional(),
  section_description: markupSchema.optional(),
  additional_content: markupSchema.optional(),
  image_type: z.string().optional(),
  box_sections: z.array(ventureBoxSchema).optional(),
});
export type VentureSection = z.infer<typeof ventureSectionSchema>;

export const ventureCategorySchema = z.object({
  _id: z.string().optional(),
  title: z.string().min(1),
  featured_title: z.string().optional(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  status: z.boolean().default(true),
  order: z.number().optional(),
  banners: z.object({
    desktop_banner: mediaSchema,
    mobile_banner: mediaSchema,
  }),
  sections: z.array(ventureSectionSchema).default([]),
});
export type VentureCategory = z.infer<typeof ventureCategorySchema>;

export const ventureBannerSchema = z.object({
  _id: z.string(),
  category: z.object({
    title: z.string(),
    slug: z.string(),
    status: z.boolean(),
    order: z.number(),
  }),
  accordion_desktop_banner: mediaSchema,
  accordion_mobile_banner: mediaSchema,
  alt_tag_accordian: z.string().default(''),
  featured_line: markupSchema.default(''),
});
export type VentureBanner = z.infer<typeof ventureBannerSchema>;

/** A section is scrollable when is_scrollable is true, as a boolean or as the string "true". */
export const isScrollable = (box: Pick<VentureBox, 'is_scrollable'>): boolean =>
  box.is_scrollable === true || box.is_scrollable === 'true';
