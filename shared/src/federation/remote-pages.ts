import type { ComponentType } from 'react';
import type { RemoteName } from '../config';

/**
 * What each remote's `./routes` module exports: `pages`, one component per page, by page name.
 * The shell's route table owns the paths and passes each page the route values it needs (the
 * slug); the remote owns what the page renders. Both sides check against these types, so a
 * renamed page fails the remote's own type check, with no remote running.
 * docs/decisions/0004-route-ownership.md
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

export type RemoteRoutesModule<R extends RemoteName = RemoteName> = { pages: RemotePages[R] };

export type PageName<R extends RemoteName> = keyof RemotePages[R] & string;
