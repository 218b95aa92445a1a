import type { RemotePageQueries, RemotePages } from '@group/shared/federation';
import { homeQueries } from '../features/home/api/home-queries';
import { HomePage } from '../features/home/home-page';

/**
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths;
 * each component renders a whole page inside the shell's layout.
 */
export const pages = {
  home: HomePage,
} satisfies RemotePages['home'];

/** What each page reads, so the server loads it before it renders the page. */
export const queries = {
  home: () => Object.values(homeQueries),
} satisfies RemotePageQueries<'home'>;

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
