import * as z from 'zod/mini';
import { listOf, optionalMedia, optionalNumber, optionalText, requiredMedia, requiredText, text } from './tolerant-fields';

export const sectionBannerSchema = z.object({
  _id: optionalText,
  section: requiredText,
  title: optionalText,
  desktop_banner: optionalMedia,
  mobile_banner: optionalMedia,
});
export type SectionBanner = z.infer<typeof sectionBannerSchema>;

export const pageMetaSchema = z.object({
  meta_title: requiredText,
  meta_description: text,
  og_title: optionalText,
  og_description: optionalText,
  og_image: optionalMedia,
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pageMetaKeys = [
  'home',
  'gallery',
  'contact_us',
  'news_centre',
  'our_company',
  'management_team',
  'careers',
] as const;
export type PageMetaKey = (typeof pageMetaKeys)[number];

export const socialLinkSchema = z.object({
  platform: requiredText,
  link: requiredText,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Every field is optional: a missing one is left out where it would be shown. */
export const globalSettingsSchema = z.object({
  address: text,
  google_maps_url: text,
  email: text,
  phone_number: text,
  social_media_links: listOf(socialLinkSchema),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const galleryCategorySchema = z.object({
  _id: requiredText,
  name: requiredText,
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

/** A gallery image is its image: one without a usable image is dropped. */
export const galleryImageSchema = z.object({
  _id: requiredText,
  image: requiredMedia,
  alt_tag: text,
  category: z.object({ _id: requiredText }),
  order: optionalNumber,
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
