import type { RemoteName } from '@group/shared/config';

export type { PageName, RemotePages, RemoteRoutesModule, SlugPageProps } from '@group/shared/federation';

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
