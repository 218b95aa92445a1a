import type { ComponentType } from 'react';
import type { RemoteName } from '@group/shared/config';

/**
 * What each remote's `./routes` module exports: `pages`, one component per page, by page name.
 * The shell's route table owns the paths and passes each page the route values it needs (the
 * slug); the remote owns what the page renders. Declared here, in the shell, so the shell builds
 * and type-checks without any remote running or installed. docs/decisions/0004-route-ownership.md
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

/** The federation container name of each remote (its `name` in webpack). */
export const containerNames: Record<RemoteName, string> = {
  home: 'mfe_home',
  ventures: 'mfe_ventures',
  news: 'mfe_news',
  company: 'mfe_company',
  forms: 'mfe_forms',
};

/** The exposed module that carries a remote's pages. */
export const ROUTES_EXPOSE = 'routes';
