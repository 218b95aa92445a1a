import { paths, sectorSlugs } from '@group/shared/routes';
import type { RemoteName } from '@group/shared/config';
import type { PageName } from '@group/shared/federation';

type RouteParams = Readonly<Partial<Record<string, string>>>;

/** One path of SPEC §2: which remote renders it, which of its pages, and the slug it gets. */
export type RemoteRouteEntry = {
  [R in RemoteName]: {
    path: string;
    remote: R;
    page: PageName<R>;
    slug?: (params: RouteParams) => string | undefined;
    /**
     * The page has nothing interactive beyond links and the layout: the server sends it without
     * script when it rendered it whole, and the browser reaches it by a document load.
     */
    withoutScript?: true;
  };
}[RemoteName];

/**
 * Every route of the site (DESIGN.md "Who owns what"). The shell owns the paths; remotes own the
 * pages. A sector path shows the venture whose slug is the path itself.
 */
export const routeTable: readonly RemoteRouteEntry[] = [
  { path: paths.home, remote: 'home', page: 'home' },

  { path: paths.businessVenturePattern, remote: 'ventures', page: 'venture', slug: (params) => params.id, withoutScript: true },
  ...sectorSlugs.map(
    (sector): RemoteRouteEntry => ({ path: paths.sector(sector), remote: 'ventures', page: 'venture', slug: () => sector, withoutScript: true }),
  ),

  { path: paths.newsCentre, remote: 'news', page: 'newsCentre' },
  { path: paths.newsDetailPattern, remote: 'news', page: 'newsDetail', slug: (params) => params.slug, withoutScript: true },

  { path: paths.ourCompany, remote: 'company', page: 'ourCompany' },
  { path: paths.managementTeam, remote: 'company', page: 'managementTeam' },
  { path: paths.investments, remote: 'company', page: 'investments', withoutScript: true },
  { path: paths.gallery, remote: 'company', page: 'gallery' },
  { path: paths.csrInitiatives, remote: 'company', page: 'csrInitiatives', withoutScript: true },
  { path: paths.privacyPolicy, remote: 'company', page: 'privacyPolicy', withoutScript: true },
  { path: paths.termsAndConditions, remote: 'company', page: 'termsAndConditions', withoutScript: true },

  { path: paths.careers, remote: 'forms', page: 'careers' },
  { path: paths.contactUs, remote: 'forms', page: 'contactUs' },
];
