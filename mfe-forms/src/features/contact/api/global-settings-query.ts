import { defineEndpointQuery } from '@group/shared/data';
import { getFirst } from '@group/shared/api';
import { endpoints, globalSettingsSchema } from '@group/shared/contract';

/** SPEC §7: /globals, first element used; undefined when the call failed. */
export const globalSettingsQuery = defineEndpointQuery('forms', endpoints.globals, (path, signal) =>
  getFirst(path, globalSettingsSchema, { signal }),
);
