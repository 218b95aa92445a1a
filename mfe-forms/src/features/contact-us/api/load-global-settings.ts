import { getFirst } from '@group/shared/api';
import { endpoints, globalSettingsSchema } from '@group/shared/contract';
import type { GlobalSettings } from '@group/shared/contract';

/** SPEC §7: /globals, first element used. */
export const loadGlobalSettings = (signal: AbortSignal): Promise<GlobalSettings | undefined> =>
  getFirst(endpoints.globals, globalSettingsSchema, { signal });
