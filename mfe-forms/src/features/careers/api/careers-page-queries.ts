import { defineEndpointQuery } from '@group/shared/data';
import { careersContentSchema, endpoints } from '@group/shared/contract';
import { sectionPageQueries } from '../../../common/api/section-page-queries';
import type { SectionPageSource } from '../../../common/api/section-page-queries';

export const careersSource: SectionPageSource = { section: 'careers', metaKey: 'careers' };

/** The heading and description (first element used); undefined when the call failed. */
export const careersContentQuery = defineEndpointQuery('forms', endpoints.careersContent, (path, { api, signal }) =>
  api.getFirst(path, careersContentSchema, { signal }),
);

/** Everything the loading screen waits for (SPEC §2 Careers): the banner, the page meta and the content. */
export const careersPageQueries = [...sectionPageQueries(careersSource), careersContentQuery] as const;
