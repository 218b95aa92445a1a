import { achievementSchema, careersContentSchema, leadershipMemberSchema, managementContentSchema, managementMemberSchema, ourCompanyContentSchema, sectionOneItemSchema } from './company';
import { homeBannerSchema, homeContentSchema, homeStatSchema } from './home';
import { newsCategorySchema, newsItemSchema } from './news';
import { galleryCategorySchema, galleryImageSchema, globalSettingsSchema, pageMetaSchema, sectionBannerSchema } from './site';
import { ventureBannerSchema, ventureCategorySchema } from './ventures';

/**
 * The schemas of the records pages read, by name. A page names the one its read expects
 * (`api.getList(path, 'homeBanner')`) rather than importing it: it then needs no zod, which the
 * API client fetches with its first read (docs/decisions/0018-first-load-javascript.md).
 */
export const readSchemas = {
  achievement: achievementSchema,
  careersContent: careersContentSchema,
  galleryCategory: galleryCategorySchema,
  galleryImage: galleryImageSchema,
  globalSettings: globalSettingsSchema,
  homeBanner: homeBannerSchema,
  homeContent: homeContentSchema,
  homeStat: homeStatSchema,
  leadershipMember: leadershipMemberSchema,
  managementContent: managementContentSchema,
  managementMember: managementMemberSchema,
  newsCategory: newsCategorySchema,
  newsItem: newsItemSchema,
  ourCompanyContent: ourCompanyContentSchema,
  pageMeta: pageMetaSchema,
  sectionBanner: sectionBannerSchema,
  sectionOneItem: sectionOneItemSchema,
  ventureBanner: ventureBannerSchema,
  ventureCategory: ventureCategorySchema,
};

export type ReadSchemas = typeof readSchemas;
/** A record schema by its name in `readSchemas`. */
export type ReadSchemaName = keyof ReadSchemas;
