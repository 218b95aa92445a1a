import type { ApiClient } from '@group/shared/api';
import { endpoints, pageMetaSchema } from '@group/shared/contract';
import type { PageMeta } from '@group/shared/contract';

/** SPEC §7: a venture's page meta is keyed by its title. */
export function getVentureMeta(api: ApiClient, title: string, signal?: AbortSignal): Promise<PageMeta | undefined> {
  return api.getData(endpoints.pageMeta(title), pageMetaSchema, { signal });
}
