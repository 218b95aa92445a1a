import type { RemotePageQueries, RemotePages } from '@group/shared/federation';
import { ventureMetaQuery, ventureQuery } from '../features/venture/api/venture-queries';
import { VenturePage } from '../features/venture/venture-page';

/**
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths
 * (the venture detail route and the seven sector paths) and passes the venture's slug.
 */
export const pages = {
  venture: VenturePage,
} satisfies RemotePages['ventures'];

/** What each page reads, so the server loads it before it renders the page. */
export const queries = {
  // The meta query reads the venture query: the venture is loaded once for both.
  venture: ({ slug }) => [ventureQuery(slug), ventureMetaQuery(slug)],
} satisfies RemotePageQueries<'ventures'>;

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
