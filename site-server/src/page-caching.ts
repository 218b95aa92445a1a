import type { RenderedPage } from '@group/shared/page-renderer';
import { REVALIDATE } from './static-files';

/** How long shared caches (a CDN, a reverse proxy) may keep the site's pages (PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS). */
export type PageCaching = {
  /** Fresh for shared caches this long (s-maxage); 0: pages are not kept. */
  sharedSeconds: number;
  /** After that, served stale while a fresh one is fetched, or while the site's servers fail. */
  staleSeconds: number;
};

export const DEFAULT_PAGE_CACHING: PageCaching = { sharedSeconds: 10, staleSeconds: 60 };

/**
 * A page whose every part was rendered on the server (its remote, all of its data) is the same
 * bytes for every visitor (its scripts are named by hash, not by a per-response nonce): shared
 * caches may keep it for `sharedSeconds` and then serve it stale for `staleSeconds` while they
 * fetch it again or while the servers are down. Browsers ask again each time (max-age=0). A page
 * with something missing (a read that failed, the budget run out, a remote left to the browser,
 * an unavailable page) is not kept: the next request renders it again. A 404 is kept like a page.
 */
export function pageCacheControl(page: Pick<RenderedPage, 'status' | 'facts'>, { sharedSeconds, staleSeconds }: PageCaching): string {
  const facts = page.facts;
  const whole = facts !== undefined && facts.remote !== null && !facts.budgetExceeded && facts.apiReads.failed === 0;
  const keepable = (page.status === 200 && whole) || (page.status === 404 && facts !== undefined && facts.apiReads.failed === 0);
  if (!keepable || sharedSeconds === 0) return REVALIDATE;
  return `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${staleSeconds}, stale-if-error=${staleSeconds}`;
}
