import { sectorSlugs } from '@group/shared/routes';
import { firstInnerNewsItem } from './demo-content';

/** Every route of SPEC §2 and the canonical path its head must name. */
export const routes: Array<{ path: string; canonical: string }> = [
  { path: '/', canonical: '/' },
  { path: '/our-company', canonical: '/our-company' },
  { path: '/management-team', canonical: '/management-team' },
  { path: '/gallery', canonical: '/gallery' },
  { path: '/investments', canonical: '/investments' },
  { path: '/contact-us', canonical: '/contact-us' },
  { path: '/careers', canonical: '/careers' },
  { path: '/csr-initiatives', canonical: '/csr-initiatives' },
  { path: '/news-centre', canonical: '/news-centre' },
  { path: `/news-centre/${firstInnerNewsItem().slug}`, canonical: `/news-centre/${firstInnerNewsItem().slug}` },
  { path: '/terms-and-conditions', canonical: '/terms-and-conditions' },
  { path: '/privacy-policy', canonical: '/privacy-policy' },
  { path: '/business-venture/sports', canonical: '/business-venture/sports' },
  ...sectorSlugs.map((slug) => ({ path: `/${slug}`, canonical: `/business-venture/${slug}` })),
];

/** One of each route of the route table: every page, one venture, one sector and one news item. */
export const visitedRoutes = routes.filter(({ path }) => !sectorSlugs.some((slug) => path === `/${slug}`) || path === `/${sectorSlugs[0]}`);
