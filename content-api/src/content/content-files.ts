import { z } from 'zod';
import {
  achievementSchema,
  careersContentSchema,
  galleryCategorySchema,
  galleryImageSchema,
  globalSettingsSchema,
  homeBannerSchema,
  homeContentSchema,
  homeStatSchema,
  leadershipMemberSchema,
  managementContentSchema,
  managementMemberSchema,
  newsCategorySchema,
  newsItemSchema,
  ourCompanyContentSchema,
  pageMetaSchema,
  sectionBannerSchema,
  sectionOneItemSchema,
  ventureBannerSchema,
  ventureCategorySchema,
} from '@group/shared/contract';

/** Every content file, the collection it fills and the contract shape it must hold. */
export const contentFiles = {
  homeBanners: { file: 'home-banners.json', schema: z.array(homeBannerSchema) },
  homeStats: { file: 'home-stats.json', schema: z.array(homeStatSchema) },
  homeContent: { file: 'home-content.json', schema: homeContentSchema },
  ventureCategories: { file: 'venture-categories.json', schema: z.array(ventureCategorySchema) },
  ventureBanners: { file: 'venture-banners.json', schema: z.array(ventureBannerSchema) },
  newsCategories: { file: 'news-categories.json', schema: z.array(newsCategorySchema) },
  newsItems: { file: 'news-items.json', schema: z.array(newsItemSchema) },
  galleryCategories: { file: 'gallery-categories.json', schema: z.array(galleryCategorySchema) },
  galleryImages: { file: 'gallery-images.json', schema: z.array(galleryImageSchema) },
  sectionBanners: { file: 'section-banners.json', schema: z.array(sectionBannerSchema) },
  pageMeta: { file: 'page-meta.json', schema: z.record(z.string(), pageMetaSchema) },
  globals: { file: 'globals.json', schema: globalSettingsSchema },
  ourCompanyContent: { file: 'our-company-content.json', schema: ourCompanyContentSchema },
  achievements: { file: 'achievements.json', schema: z.array(achievementSchema) },
  leadership: { file: 'leadership.json', schema: z.array(leadershipMemberSchema) },
  sectionOne: { file: 'section-one.json', schema: z.array(sectionOneItemSchema) },
  managementTeam: { file: 'management-team.json', schema: z.array(managementMemberSchema) },
  managementContent: { file: 'management-content.json', schema: managementContentSchema },
  careersContent: { file: 'careers-content.json', schema: careersContentSchema },
} as const;

export type Collection = keyof typeof contentFiles;

export type ContentBundle = {
  [C in Collection]: z.output<(typeof contentFiles)[C]['schema']>;
};

export const collections = Object.keys(contentFiles) as Collection[];
