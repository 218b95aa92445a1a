import { defineEndpointQuery } from '@group/shared/data';
import { endpoints } from '@group/shared/records';

/** SPEC §7: /globals, first element used; undefined when the call failed. */
export const globalSettingsQuery = defineEndpointQuery('forms', endpoints.globals, (path, { api, signal }) =>
  api.getFirst(path, 'globalSettings', { signal }),
);
