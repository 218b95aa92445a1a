import type { ApiClient } from '@group/shared/api';
import { endpoints } from '@group/shared/records';
import type { PageMeta } from '@group/shared/records';

/** SPEC §7: a venture's page meta is keyed by its title. */
export function getVentureMeta(api: ApiClient, title: string, signal?: AbortSignal): Promise<PageMeta | undefined> {
  return api.getData(endpoints.pageMeta(title), 'pageMeta', { signal });
}
