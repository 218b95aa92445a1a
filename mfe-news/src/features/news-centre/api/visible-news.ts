import { compareNewsOrder } from '@group/shared/contract';
import type { NewsItem } from '@group/shared/contract';

/**
 * SPEC §5 display rule: only items whose status is true, by order ascending with a missing order
 * last. The backend already does this; doing it here too keeps a stray hidden item off the page.
 * `sort` is stable, so items of equal order keep the backend's sequence.
 */
export function visibleNews(items: readonly NewsItem[]): NewsItem[] {
  return items.filter((item) => item.status).sort(compareNewsOrder);
}
