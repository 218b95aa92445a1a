import { endpoints } from '@group/shared/records';
import { defineHomeQuery } from './define-home-query';
import { getVentureBanners } from './get-venture-banners';

/**
 * SPEC §4's six home loads, by the names SPEC gives them: the page reads each one, and the
 * server loads them all before it renders the page.
 */
export const homeQueries = {
  /** The banner slider's slides (GET /homepage/banners). */
  banner: defineHomeQuery('banner', endpoints.homeBanners, (path, { api, signal }) => api.getList(path, 'homeBanner', { signal })),
  /** The counters of the stats strip (GET /homepage/stats). */
  stats: defineHomeQuery('stats', endpoints.homeStats, (path, { api, signal }) => api.getList(path, 'homeStat', { signal })),
  /** Section 01 and the section 02 heading (GET /homepage, first element). */
  section: defineHomeQuery('section', endpoints.homeContent, (path, { api, signal }) => api.getFirst(path, 'homeContent', { signal })),
  /** The business ventures accordion, visible ventures only, in order. */
  accordion: defineHomeQuery('accordion', endpoints.ventureBanners, getVentureBanners),
  /** The "NEWS CENTRE" cards (GET /newscentre/categories). */
  news: defineHomeQuery('news', endpoints.newsCategories, (path, { api, signal }) => api.getList(path, 'newsCategory', { signal })),
  /** The home page's head (GET /page-meta/home). */
  meta: defineHomeQuery('meta', endpoints.pageMeta('home'), (path, { api, signal }) => api.getData(path, 'pageMeta', { signal })),
};
