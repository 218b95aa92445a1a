import * as z from 'zod/mini';
import { flag, listOf, optionalGroup, optionalMedia, optionalNumber, optionalText, pathSlug, requiredText, text } from './tolerant-fields';

export const ventureBoxSchema = z.object({
  box_image: optionalMedia,
  box_alt_tag: optionalText,
  box_title: optionalText,
  box_description: optionalText,
  /** Backends send a boolean or the string "true"; the text is scrollable only when true. */
  is_scrollable: flag(false),
});
export type VentureBox = z.infer<typeof ventureBoxSchema>;

/**
 * layout_type stays an open string: a section of a layout the site does not know (or without one)
 * is skipped where it is rendered, never a reason to drop the whole venture.
 */
export const ventureSectionSchema = z.object({
  layout_type: text,
  section_title: optionalText,
  section_description: optionalText,
  additional_content: optionalText,
  image_type: optionalText,
  box_sections: listOf(ventureBoxSchema),
});
export type VentureSection = z.infer<typeof ventureSectionSchema>;

export const ventureCategorySchema = z.object({
  _id: optionalText,
  title: requiredText,
  featured_title: optionalText,
  slug: pathSlug,
  status: flag(true),
  order: optionalNumber,
  banners: optionalGroup({
    desktop_banner: optionalMedia,
    mobile_banner: optionalMedia,
  }),
  sections: listOf(ventureSectionSchema),
});
export type VentureCategory = z.infer<typeof ventureCategorySchema>;

export const ventureBannerSchema = z.object({
  _id: requiredText,
  category: z.object({
    title: requiredText,
    slug: pathSlug,
    status: flag(true),
    order: optionalNumber,
  }),
  accordion_desktop_banner: optionalMedia,
  accordion_mobile_banner: optionalMedia,
  alt_tag_accordian: text,
  featured_line: text,
});
export type VentureBanner = z.infer<typeof ventureBannerSchema>;

