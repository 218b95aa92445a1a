import { getData, getList, getRecord } from '@group/shared/api';
import { endpoints, newsCategorySchema, newsItemSchema, pageMetaSchema } from '@group/shared/contract';
import type { NewsCategory, NewsItem, PageMeta } from '@group/shared/contract';
import type { NewsRecord } from '@group/shared/api';

export type NewsCentreData = {
  meta?: PageMeta;
  /** Undefined when a call the listing needs failed (the client has shown its toast). */
  categories?: NewsCategory[];
  initial?: NewsRecord<NewsItem>;
};

/** Everything the listing needs below the banner, fetched together. */
export async function loadNewsCentre(signal: AbortSignal): Promise<NewsCentreData> {
  const [meta, categories, initial] = await Promise.all([
    getData(endpoints.pageMeta('news_centre'), pageMetaSchema, { signal }),
    getList(endpoints.newsCategories, newsCategorySchema, { signal }),
    getRecord(endpoints.newsInitial, newsItemSchema, { signal }),
  ]);
  return { meta, categories, initial };
}
