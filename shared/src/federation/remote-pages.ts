import type { ComponentType } from 'react';
import type { RemoteName } from '../config';
import type { Query } from '../data';

/**
 * What each remote's `./routes` module exports: `routes`, one route object per page, by page
 * name. A route object is the page's component and what its first render reads from the API
 * (`queries`): the shell's router loads those before the page renders (awaited on the server
 * within the render budget, started without waiting in the browser), and the page reads the same
 * queries with useQuery. The shell's route table owns the paths and passes each page the route
 * values it needs (the slug); the remote owns what the page renders and reads. Both sides check
 * against these types, so a renamed page fails the remote's own type check, with no remote running.
 * docs/decisions/0004-route-ownership.md, docs/decisions/0016-server-rendering.md
 */
export type SlugPageProps = { slug: string };

/**
 * The queries a page reads, given the same props the page is rendered with and the address's
 * query string (a page whose state is in its address, a news category say, reads by it).
 */
export type PageQueries<Props> = (props: Props, search: URLSearchParams) => readonly Query<unknown>[];

/** One page of a remote: what it renders and what it reads. */
export type PageRoute<Props = Record<string, never>> = {
  Component: ComponentType<Props>;
  queries: PageQueries<Props>;
};

export type RemoteRoutes = {
  home: { home: PageRoute };
  ventures: { venture: PageRoute<SlugPageProps> };
  news: { newsCentre: PageRoute; newsDetail: PageRoute<SlugPageProps> };
  company: {
    ourCompany: PageRoute;
    managementTeam: PageRoute;
    investments: PageRoute;
    gallery: PageRoute;
    csrInitiatives: PageRoute;
    privacyPolicy: PageRoute;
    termsAndConditions: PageRoute;
  };
  forms: { careers: PageRoute; contactUs: PageRoute };
};

export type RemoteRoutesModule<R extends RemoteName = RemoteName> = {
  routes: RemoteRoutes[R];
  /** The build's release (SITE_RELEASE at build time); older builds have none. */
  release?: string;
};

export type PageName<R extends RemoteName> = keyof RemoteRoutes[R] & string;
