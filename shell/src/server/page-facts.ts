// What a page's render says of itself for the server's request log and metrics (PageFacts):
// its route's pattern and what its API reads came to.
import type { ApiReadFacts } from '@group/shared/page-renderer';

/**
 * The header the server's API cache puts on an answer it gave from memory (`fresh` or `stale`),
 * or that it has just fetched (`miss`): how a page's reads are told apart without another channel.
 */
export const CACHE_STATE_HEADER = 'x-site-cache';

export type CountedFetch = { fetch: typeof globalThis.fetch; facts: () => ApiReadFacts };

/**
 * One page's API reads through the renderer's shared fetch: each carries the page's request id
 * (X-Request-Id), and each is counted, with whether it was cached, stale or failed, and the time
 * spent waiting for the API.
 */
export function countApiReads(fetch: typeof globalThis.fetch, requestId: string | undefined, now = () => performance.now()): CountedFetch {
  const facts: ApiReadFacts = { count: 0, cached: 0, stale: 0, failed: 0, waitedMs: 0 };
  const counted: typeof globalThis.fetch = async (input, init) => {
    facts.count += 1;
    const headers = new Headers(init?.headers);
    if (requestId) headers.set('X-Request-Id', requestId);
    const startedAt = now();
    try {
      const response = await fetch(input, { ...init, headers });
      const state = response.headers.get(CACHE_STATE_HEADER);
      if (state === 'fresh' || state === 'stale') facts.cached += 1;
      else facts.waitedMs += now() - startedAt;
      if (state === 'stale') facts.stale += 1;
      // The API's 404 is an answer (nothing by that name), not a failure.
      if (response.status >= 500) facts.failed += 1;
      return response;
    } catch (error) {
      facts.failed += 1;
      facts.waitedMs += now() - startedAt;
      throw error;
    }
  };
  return { fetch: counted, facts: () => ({ ...facts, waitedMs: Math.round(facts.waitedMs) }) };
}

/** The matched route's path pattern (`/news-centre/:slug`), as a request log names a page: never the address itself. */
export function routePatternOf(matches: readonly { route: { path?: string } }[] | null | undefined): string | null {
  if (!matches || matches.length === 0) return null;
  const parts = matches.flatMap(({ route }) => (route.path ? route.path.split('/') : [])).filter(Boolean);
  return `/${parts.join('/')}`;
}
