import * as z from 'zod/mini';
import { listOf, optionalMedia, optionalText, requiredText, text } from './tolerant-fields';

export const achievementSchema = z.object({
  _id: optionalText,
  image: optionalMedia,
  content: requiredText,
});
export type Achievement = z.infer<typeof achievementSchema>;

export const leadershipMemberSchema = z.object({
  _id: optionalText,
  name: requiredText,
  role: text,
  info: text,
  image: optionalMedia,
});
export type LeadershipMember = z.infer<typeof leadershipMemberSchema>;

export const sectionOneItemSchema = z.object({
  _id: optionalText,
  title: requiredText,
  description: text,
  icon: optionalMedia,
});
export type SectionOneItem = z.infer<typeof sectionOneItemSchema>;

/** Mission, vision and philosophy cards. */
export const sectionCardSchema = z.object({
  icon: optionalMedia,
  title: requiredText,
  content: text,
});
export type SectionCard = z.infer<typeof sectionCardSchema>;

export const ourCompanyContentSchema = z.object({
  main_content_heading: requiredText,
  main_content_description: text,
  achievements_heading: text,
  leadership_heading: text,
  leadership_content: text,
  section_cards: listOf(sectionCardSchema),
});
export type OurCompanyContent = z.infer<typeof ourCompanyContentSchema>;

export const managementMemberSchema = z.object({
  _id: optionalText,
  name: requiredText,
  role: text,
  company: text,
  info: text,
  image: optionalMedia,
});
export type ManagementMember = z.infer<typeof managementMemberSchema>;

export const managementContentSchema = z.object({
  title: requiredText,
  description: text,
});
export type ManagementContent = z.infer<typeof managementContentSchema>;

export const careersContentSchema = z.object({
  title: requiredText,
  description: text,
});
export type CareersContent = z.infer<typeof careersContentSchema>;
