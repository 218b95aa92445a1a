import type { ComponentType } from 'react';
import type { RemoteName } from '../config';
import type { Query } from '../data';

/**
 * What each remote's `./routes` module exports: `pages`, one component per page, by page name,
 * and `queries`, what each page reads from the API, so that the site's server loads it before it
 * renders the page (the page reads the same queries with useQuery). The shell's route table owns
 * the paths and passes each page the route values it needs (the slug); the remote owns what the
 * page renders and reads. Both sides check against these types, so a renamed page fails the
 * remote's own type check, with no remote running.
 * docs/decisions/0004-route-ownership.md, docs/decisions/0016-server-rendering.md
 */
export type SlugPageProps = { slug: string };

export type RemotePages = {
  home: { home: ComponentType };
  ventures: { venture: ComponentType<SlugPageProps> };
  news: { newsCentre: ComponentType; newsDetail: ComponentType<SlugPageProps> };
  company: {
    ourCompany: ComponentType;
    managementTeam: ComponentType;
    investments: ComponentType;
    gallery: ComponentType;
    csrInitiatives: ComponentType;
    privacyPolicy: ComponentType;
    termsAndConditions: ComponentType;
  };
  forms: { careers: ComponentType; contactUs: ComponentType };
};

/**
 * The queries a page reads, given the same props the page is rendered with and the address's
 * query string (a page whose state is in its address, a news category say, reads by it).
 */
export type PageQueries<Props> = (props: Props, search: URLSearchParams) => readonly Query<unknown>[];

type PropsOf<C> = C extends ComponentType<infer Props> ? Props : never;

export type RemotePageQueries<R extends RemoteName = RemoteName> = {
  [P in keyof RemotePages[R]]: PageQueries<PropsOf<RemotePages[R][P]>>;
};

export type RemoteRoutesModule<R extends RemoteName = RemoteName> = {
  pages: RemotePages[R];
  queries: RemotePageQueries<R>;
  /** The build's release (SITE_RELEASE at build time); older builds have none. */
  release?: string;
};

export type PageName<R extends RemoteName> = keyof RemotePages[R] & string;
