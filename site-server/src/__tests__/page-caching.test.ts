import { readSiteConfig } from '@group/shared/config';
import type { PageFacts } from '@group/shared/page-renderer';
import { createSiteServer } from '../create-site-server';
import type { PageCaching } from '../page-caching';
import { makeDist } from './support/dist-folder';
import { fakeRenderer, newsItemFacts } from './support/fake-renderer';

const dist = makeDist({ 'main.js': 'console.log("shell")' });

async function cacheControlOf(page: { status?: number; facts?: PageFacts }, pageCaching?: PageCaching) {
  const renderer = fakeRenderer({ page: () => ({ html: '<!doctype html><main>Page</main>', ...page }) });
  const app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({}), renderer, pageCaching });
  try {
    return (await app.inject({ method: 'GET', url: '/news-centre/solar-park' })).headers['cache-control'];
  } finally {
    await app.close();
  }
}

describe('how long a shared cache may keep a page', () => {
  it('keeps a page rendered whole for 10 s, then serves it stale for a minute while it asks again or while the servers fail; browsers always ask', async () => {
    expect(await cacheControlOf({ facts: newsItemFacts() })).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=60');
  });

  it('keeps a page not found like a page', async () => {
    expect(await cacheControlOf({ status: 404, facts: newsItemFacts({ remote: null, route: null }) })).toMatch(/^public, max-age=0, s-maxage=10/);
  });

  it.each([
    ['a read failed', { facts: newsItemFacts({ apiReads: { count: 3, cached: 0, stale: 0, failed: 1, waitedMs: 900 } }) }],
    ['the budget ran out', { facts: newsItemFacts({ budgetExceeded: true }) }],
    ['its remote was left to the browser', { facts: newsItemFacts({ remote: null, release: null }) }],
    ['its content is unavailable (503)', { status: 503, facts: newsItemFacts() }],
    ['the renderer does not say how it went', {}],
  ])('does not keep a page when %s: the next request renders it again', async (_case, page) => {
    expect(await cacheControlOf(page)).toBe('no-cache');
  });

  it('follows PAGE_CACHE_SECONDS and PAGE_STALE_SECONDS, and keeps nothing with 0', async () => {
    expect(await cacheControlOf({ facts: newsItemFacts() }, { sharedSeconds: 30, staleSeconds: 600 })).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=600, stale-if-error=600',
    );
    expect(await cacheControlOf({ facts: newsItemFacts() }, { sharedSeconds: 0, staleSeconds: 600 })).toBe('no-cache');
  });
});
