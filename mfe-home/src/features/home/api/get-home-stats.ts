import { getList } from '@group/shared/api';
import { endpoints, homeStatSchema } from '@group/shared/contract';
import type { HomeStat } from '@group/shared/contract';

/** The counters of the stats strip (GET /homepage/stats). Undefined when the call failed. */
export const getHomeStats = (signal: AbortSignal): Promise<HomeStat[] | undefined> =>
  getList(endpoints.homeStats, homeStatSchema, { signal });
