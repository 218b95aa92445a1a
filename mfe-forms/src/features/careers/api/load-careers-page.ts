import { getFirst } from '@group/shared/api';
import { careersContentSchema, endpoints } from '@group/shared/contract';
import type { CareersContent } from '@group/shared/contract';
import { loadSectionPage } from '../../section-page/load-section-page';
import type { SectionPageData } from '../../section-page/load-section-page';

export type CareersPageData = { page: SectionPageData; content: CareersContent | undefined };

/**
 * Everything the loading screen waits for (SPEC §2 Careers): the banner, the page meta and
 * /careers/content (first element used).
 */
export async function loadCareersPage(signal: AbortSignal): Promise<CareersPageData> {
  const [page, content] = await Promise.all([
    loadSectionPage('careers', 'careers', signal),
    getFirst(endpoints.careersContent, careersContentSchema, { signal }),
  ]);
  return { page, content };
}
