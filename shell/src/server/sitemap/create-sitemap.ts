import { QueryCache } from '@group/shared/data';
import type { SharedQueryResults } from '@group/shared/data';
import type { SiteRuntime } from '@group/shared/runtime';
import { siteQueries } from '../../app/load-site-data';
import { readAllNews } from './read-all-news';
import { newsPages, staticPages, venturePages } from './sitemap-pages';
import type { SitemapPage } from './sitemap-pages';
import { within } from '../within';
import { sitemapXml } from './sitemap-xml';

export type SitemapOptions = {
  /**
   * A site runtime for each sitemap: its API client reads the content, its configured address
   * (SITE_URL) makes every loc absolute, as canonical links are, and its store takes the toasts.
   */
  runtime: () => SiteRuntime;
  /** The server's recent query results: the venture list is the one the pages' layout read a moment ago. */
  results?: SharedQueryResults;
  /** The longest the sitemap's reads may take before it is given up. */
  timeoutMs?: number;
};

/** Every page once, the first time it is named (a news item listed on two pages of its category). */
const uniquePages = (pages: readonly SitemapPage[]) => [...new Map(pages.map((page) => [page.path, page])).values()];

async function readPages(cache: QueryCache): Promise<SitemapPage[] | undefined> {
  const [ventures, news] = await Promise.all([cache.fetch(siteQueries.ventureCategories), readAllNews(cache)]);
  if (!ventures || !news) return undefined;
  return uniquePages([...staticPages, ...venturePages(ventures), ...newsPages(news)]);
}

/**
 * The site's sitemap, made per request from the content as it is: the static routes, the venture
 * pages and the news items with a page of their own, read through the API client the pages use.
 * Undefined when a read failed or took too long: the sitemap then says nothing rather than leave
 * pages out. A failed read's toast goes to the store of the sitemap's runtime, seen by no visitor.
 */
export function createSitemap({ runtime, results, timeoutMs = 10_000 }: SitemapOptions): () => Promise<string | undefined> {
  return async () => {
    const { api, urls } = runtime();
    const cache = new QueryCache(api, {}, results);
    try {
      const pages = await within(readPages(cache), timeoutMs, () => console.warn(`[site] the sitemap's reads took longer than ${timeoutMs} ms`));
      return pages && sitemapXml(pages.map(({ path, lastmod }) => ({ loc: urls.siteUrl(path), lastmod })));
    } finally {
      // Reads still on their way once the answer is decided are not wanted.
      cache.abort();
    }
  };
}
