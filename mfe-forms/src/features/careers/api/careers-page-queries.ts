import { defineEndpointQuery } from '@group/shared/data';
import { endpoints } from '@group/shared/records';
import { sectionPageQueries } from '../../../common/api/section-page-queries';

/** Everything the loading screen waits for (SPEC §2 Careers): the banner, the page meta and the content. */
export const careersPageQueries = {
  ...sectionPageQueries('careers'),
  /** The heading and description (first element used); undefined when the call failed. */
  content: defineEndpointQuery('forms', endpoints.careersContent, (path, { api, signal }) =>
    api.getFirst(path, 'careersContent', { signal }),
  ),
};
