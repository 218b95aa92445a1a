import { getFirst } from '@group/shared/api';
import { endpoints, homeContentSchema } from '@group/shared/contract';
import type { HomeContent } from '@group/shared/contract';

/** Section 01 and the section 02 heading (GET /homepage, first element). */
export const getHomeContent = (signal: AbortSignal): Promise<HomeContent | undefined> =>
  getFirst(endpoints.homeContent, homeContentSchema, { signal });
