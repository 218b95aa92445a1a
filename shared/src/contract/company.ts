import { z } from 'zod';
import { markupSchema, mediaSchema } from './media';

export const achievementSchema = z.object({
  _id: z.string().optional(),
  image: mediaSchema,
  content: markupSchema,
});
export type Achievement = z.infer<typeof achievementSchema>;

export const leadershipMemberSchema = z.object({
  _id: z.string().optional(),
  name: z.string().min(1),
  role: z.string(),
  info: markupSchema.default(''),
  image: mediaSchema,
});
export type LeadershipMember = z.infer<typeof leadershipMemberSchema>;

export const sectionOneItemSchema = z.object({
  _id: z.string().optional(),
  title: z.string().min(1),
  description: markupSchema,
  icon: mediaSchema,
});
export type SectionOneItem = z.infer<typeof sectionOneItemSchema>;

/** Mission, vision and philosophy cards. */
export const sectionCardSchema = z.object({
  icon: mediaSchema,
  title: z.string().min(1),
  content: markupSchema,
});
export type SectionCard = z.infer<typeof sectionCardSchema>;

export const ourCompanyContentSchema = z.object({
  main_content_heading: markupSchema,
  main_content_description: markupSchema,
  achievements_heading: markupSchema,
  leadership_heading: markupSchema,
  leadership_content: markupSchema.default(''),
  section_cards: z.array(sectionCardSchema).default([]),
});
export type OurCompanyContent = z.infer<typeof ourCompanyContentSchema>;

export const managementMemberSchema = z.object({
  _id: z.string().optional(),
  name: z.string().min(1),
  role: z.string(),
  company: z.string().default(''),
  info: markupSchema.default(''),
  image: mediaSchema,
});
export type ManagementMember = z.infer<typeof managementMemberSchema>;

export const managementContentSchema = z.object({
  title: markupSchema,
  description: markupSchema,
});
export type ManagementContent = z.infer<typeof managementContentSchema>;

export const careersContentSchema = z.object({
  title: markupSchema,
  description: markupSchema,
});
export type CareersContent = z.infer<typeof careersContentSchema>;
