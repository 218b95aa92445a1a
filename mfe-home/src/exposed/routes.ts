import type { RemoteRoutes } from '@group/shared/federation';
import { homeQueries } from '../features/home/api/home-queries';
import { HomePage } from '../features/home/home-page';

/**
 * This remote's pages, by the names the shell's route table uses: each one's component and what
 * its first render reads (the shell's router loads that before the page renders). The shell
 * decides the paths; each component renders a whole page inside the shell's layout.
 */
export const routes = {
  home: { Component: HomePage, queries: () => Object.values(homeQueries) },
} satisfies RemoteRoutes['home'];

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
