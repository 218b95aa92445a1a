import type { ApiClient } from '@group/shared/api';
import { endpoints } from '@group/shared/records';
import type { VentureCategory } from '@group/shared/records';
import { keepKnownSections } from './known-sections';
import type { KnownSection } from './known-sections';

export type Venture = Omit<VentureCategory, 'sections'> & { sections: KnownSection[] };

/**
 * The venture with this slug, or undefined when there is none to show: the backend knows no such
 * slug (its 404, without a toast) or the venture is switched off (SPEC §5: only ventures whose
 * status is true are shown). Rejects with ApiUnavailableError when the venture could not be read.
 */
export async function getVenture(api: ApiClient, slug: string, signal?: AbortSignal): Promise<Venture | undefined> {
  const venture = await api.lookUp(endpoints.ventureBySlug(slug), 'ventureCategory', { signal });
  if (!venture?.status) return undefined;
  return { ...venture, sections: keepKnownSections(venture.sections, venture.slug) };
}
