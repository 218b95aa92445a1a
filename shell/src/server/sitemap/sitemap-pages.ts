import { inDisplayOrder } from '@group/shared/contract';
import type { NewsItem, VentureCategory } from '@group/shared/contract';
import { paths } from '@group/shared/routes';
import { w3cDateTime } from './w3c-datetime';

/** A page of the site by its path, with the date of its content when it has one. */
export type SitemapPage = { path: string; lastmod?: string };

/**
 * The routes of SPEC §2 that are pages whatever the content says. The sector paths (/sports, …)
 * are not among them: they show a venture page, whose canonical link is /business-venture/{slug}.
 */
export const staticPages: readonly SitemapPage[] = [
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
export const venturePages = (categories: readonly VentureCategory[]): SitemapPage[] =>
  inDisplayOrder(categories).map(({ slug }) => ({ path: paths.businessVenture(slug) }));

/**
 * The news items that have a page of their own: published (status true) and opened as a page
 * (link_type inner-page-link). The others play a video, leave the site or do nothing.
 */
export const newsPages = (items: readonly NewsItem[]): SitemapPage[] =>
  items
    .filter((item) => item.status && item.link_type === 'inner-page-link')
    .map((item) => ({ path: paths.newsDetail(item.slug), lastmod: w3cDateTime(item.createdAt) }));
