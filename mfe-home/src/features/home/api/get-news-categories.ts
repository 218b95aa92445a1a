import { getList } from '@group/shared/api';
import { endpoints, newsCategorySchema } from '@group/shared/contract';
import type { NewsCategory } from '@group/shared/contract';

/** The "NEWS CENTRE" cards (GET /newscentre/categories). Undefined when the call failed. */
export const getNewsCategories = (signal: AbortSignal): Promise<NewsCategory[] | undefined> =>
  getList(endpoints.newsCategories, newsCategorySchema, { signal });
