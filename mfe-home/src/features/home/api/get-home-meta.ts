import { getData } from '@group/shared/api';
import { endpoints, pageMetaSchema } from '@group/shared/contract';
import type { PageMeta } from '@group/shared/contract';

/** The home page's head (GET /page-meta/home). Undefined when the call failed. */
export const getHomeMeta = (signal: AbortSignal): Promise<PageMeta | undefined> =>
  getData(endpoints.pageMeta('home'), pageMetaSchema, { signal });
