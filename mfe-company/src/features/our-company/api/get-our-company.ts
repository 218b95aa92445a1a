import { getFirst, getList } from '@group/shared/api';
import {
  achievementSchema,
  endpoints,
  leadershipMemberSchema,
  ourCompanyContentSchema,
  sectionOneItemSchema,
} from '@group/shared/contract';
import type { Achievement, LeadershipMember, OurCompanyContent, SectionOneItem } from '@group/shared/contract';

// Each resolves to undefined when the call failed: the client has already told the visitor.

/** Main heading and description, section headings and the mission/vision/philosophy cards. */
export const getOurCompanyContent = (signal: AbortSignal): Promise<OurCompanyContent | undefined> =>
  getFirst(endpoints.ourCompanyContent, ourCompanyContentSchema, { signal });

export const getSectionOne = (signal: AbortSignal): Promise<SectionOneItem[] | undefined> =>
  getList(endpoints.sectionOne, sectionOneItemSchema, { signal });

export const getAchievements = (signal: AbortSignal): Promise<Achievement[] | undefined> =>
  getList(endpoints.achievements, achievementSchema, { signal });

export const getLeadership = (signal: AbortSignal): Promise<LeadershipMember[] | undefined> =>
  getList(endpoints.leadership, leadershipMemberSchema, { signal });
