import { defineEndpointQuery } from '@group/shared/data';
import { getData } from '@group/shared/api';
import { endpoints, pageMetaSchema } from '@group/shared/contract';
import type { PageMetaKey } from '@group/shared/contract';

/** The /page-meta/{key} answer; undefined on failure (the client has told the visitor). */
export const pageMetaQuery = (key: PageMetaKey) =>
  defineEndpointQuery('company', endpoints.pageMeta(key), (path, signal) => getData(path, pageMetaSchema, { signal }));
