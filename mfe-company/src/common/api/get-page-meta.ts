import { getData } from '@group/shared/api';
import { endpoints, pageMetaSchema } from '@group/shared/contract';
import type { PageMeta, PageMetaKey } from '@group/shared/contract';

/** The /page-meta/{key} answer; undefined on failure (the client has told the visitor). */
export function getPageMeta(key: PageMetaKey, signal?: AbortSignal): Promise<PageMeta | undefined> {
  return getData(endpoints.pageMeta(key), pageMetaSchema, { signal });
}
