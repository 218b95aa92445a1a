import { getFirst } from '@group/shared/api';
import { endpoints, globalSettingsSchema } from '@group/shared/contract';
import { defineFormsQuery } from '../../../api/define-forms-query';

/** SPEC §7: /globals, first element used; undefined when the call failed. */
export const globalSettingsQuery = defineFormsQuery(endpoints.globals, (path, signal) =>
  getFirst(path, globalSettingsSchema, { signal }),
);
