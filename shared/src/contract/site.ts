import { z } from 'zod';
import { mediaSchema } from './media';

export const sectionBannerSchema = z.object({
  _id: z.string().optional(),
  section: z.string().min(1),
  title: z.string().optional(),
  desktop_banner: mediaSchema,
  mobile_banner: mediaSchema,
});
export type SectionBanner = z.infer<typeof sectionBannerSchema>;

export const pageMetaSchema = z.object({
  meta_title: z.string().min(1),
  meta_description: z.string().default(''),
  og_title: z.string().optional(),
  og_description: z.string().optional(),
  og_image: mediaSchema.optional(),
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
  platform: z.string().min(1),
  link: z.string().min(1),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const globalSettingsSchema = z.object({
  address: z.string(),
  google_maps_url: z.string(),
  email: z.string(),
  phone_number: z.string(),
  social_media_links: z.array(socialLinkSchema).default([]),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const galleryCategorySchema = z.object({
  _id: z.string().min(1),
  name: z.string().min(1),
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

export const galleryImageSchema = z.object({
  _id: z.string().min(1),
  image: mediaSchema,
  alt_tag: z.string().default(''),
  category: z.object({ _id: z.string().min(1) }),
  order: z.number().default(0),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
