import type { RemoteRoutes } from '@group/shared/federation';
import { ventureQueries } from '../features/venture/api/venture-queries';
import { VenturePage } from '../features/venture/venture-page';

/**
 * This remote's pages, by the names the shell's route table uses: each one's component and what
 * its first render reads (the shell's router loads that before the page renders). The shell
 * decides the paths; each component renders a whole page inside the shell's layout.
 */
export const routes = {
  // The venture detail route and the seven sector paths pass the venture's slug.
  venture: { Component: VenturePage, queries: ({ slug }) => Object.values(ventureQueries(slug)) },
} satisfies RemoteRoutes['ventures'];

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
