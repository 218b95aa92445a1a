import type { NewsRecord } from '@group/shared/api';
import { endpoints, inDisplayOrder, NEWS_PAGE_SIZE, newsCategorySchema, newsItemSchema } from '@group/shared/contract';
import type { NewsCategory, NewsItem, VentureCategory } from '@group/shared/contract';
import { defineQuery, QueryCache } from '@group/shared/data';
import type { SharedQueryResults } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import type { SiteRuntime } from '@group/shared/runtime';
import type { RendererLog } from '@group/shared/page-renderer';
import { siteQueries } from '../../app/load-site-data';
import { standardErrorLog } from '../renderer-log';
import { within } from '../within';
import { sitemapXml, w3cDateTime } from './sitemap-xml';

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
  /** Told when the reads took too long. */
  log?: RendererLog;
};

/** A page of the site by its path, with the date of its content when it has one. */
type SitemapPage = { path: string; lastmod?: string };

/**
 * The routes of SPEC §2 that are pages whatever the content says. The sector paths (/sports, …)
 * are not among them: they show a venture page, whose canonical link is /business-venture/{slug}.
 */
const staticPages: readonly SitemapPage[] = [
  paths.home,
  paths.ourCompany,
  paths.managementTeam,
  paths.gallery,
  paths.investments,
  paths.contactUs,
  paths.careers,
  paths.csrInitiatives,
  paths.newsCentre,
  paths.termsAndConditions,
  paths.privacyPolicy,
].map((path) => ({ path }));

/** The venture pages the header and footer link to (status true), at their canonical path. */
const venturePages = (categories: readonly VentureCategory[]): SitemapPage[] =>
  inDisplayOrder(categories).map(({ slug }) => ({ path: paths.businessVenture(slug) }));

/**
 * The news items that have a page of their own: published (status true) and opened as a page
 * (link_type inner-page-link). The others play a video, leave the site or do nothing.
 */
const newsPages = (items: readonly NewsItem[]): SitemapPage[] =>
  items
    .filter((item) => item.status && item.link_type === 'inner-page-link')
    .map((item) => ({ path: paths.newsDetail(item.slug), lastmod: w3cDateTime(item.createdAt) }));

// The sitemap's reads of the news, through the API client and contract the news pages use. Keyed
// apart from the news remote's queries: the server's recent results are shared by key, and each
// key must have one loader whatever either side changes in its own.

const newsCategoriesQuery = defineQuery(`sitemap:${endpoints.newsCategories}`, ({ api, signal }) =>
  api.getList(endpoints.newsCategories, newsCategorySchema, { signal }),
);

const newsInitialQuery = defineQuery(`sitemap:${endpoints.newsInitial}`, ({ api, signal }) =>
  api.getRecord(endpoints.newsInitial, newsItemSchema, { signal }),
);

/** A category's next page, as LOAD MORE asks for it: `skip` is how many items are already loaded (SPEC §7). */
const newsPageQuery = (category: string, skip: number) => {
  const path = endpoints.newsPage({ category, skip, limit: NEWS_PAGE_SIZE });
  return defineQuery(`sitemap:${path}`, ({ api, signal }) => api.getNewsList(path, newsItemSchema, { signal }));
};

/**
 * One category's items, as a visitor who pressed LOAD MORE until it went away would have them:
 * the first page from /newscentre/initial, then further pages while fewer than its total are
 * loaded, and not past a page that comes back empty (the news centre's rule). Undefined when a
 * page could not be read.
 */
async function readCategory(cache: QueryCache, category: NewsCategory, first: NewsRecord<NewsItem>[string] | undefined): Promise<NewsItem[] | undefined> {
  const items = [...(first?.news ?? [])];
  let totalCount = first?.totalCount ?? 0;
  while (items.length < totalCount) {
    const page = await cache.fetch(newsPageQuery(category._id, items.length));
    if (!page) return undefined;
    if (page.news.length === 0) break;
    items.push(...page.news);
    totalCount = page.totalCount ?? totalCount;
  }
  return items;
}

/**
 * Every news item of the news centre's categories, published or not (the caller picks), or
 * undefined when any read failed. Like the news centre, only the categories /newscentre/categories
 * names are read: their ids are what further pages are asked by.
 */
async function readAllNews(cache: QueryCache): Promise<NewsItem[] | undefined> {
  const [categories, initial] = await Promise.all([cache.fetch(newsCategoriesQuery), cache.fetch(newsInitialQuery)]);
  if (!categories || !initial) return undefined;
  const lists = await Promise.all(categories.map((category) => readCategory(cache, category, initial[category.name])));
  const read = lists.filter((list): list is NewsItem[] => list !== undefined);
  return read.length === lists.length ? read.flat() : undefined;
}

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
export function createSitemap({ runtime, results, timeoutMs = 10_000, log = standardErrorLog }: SitemapOptions): () => Promise<string | undefined> {
  return async () => {
    const { api, urls } = runtime();
    const cache = new QueryCache(api, {}, results);
    try {
      const pages = await within(readPages(cache), timeoutMs, () => log.warn({ timeoutMs }, "the sitemap's reads took too long; no sitemap is answered"));
      return pages && sitemapXml(pages.map(({ path, lastmod }) => ({ loc: urls.siteUrl(path), lastmod })));
    } finally {
      // Reads still on their way once the answer is decided are not wanted.
      cache.abort();
    }
  };
}
