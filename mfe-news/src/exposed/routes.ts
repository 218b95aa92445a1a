import type { RemotePageQueries, RemotePages } from '@group/shared/federation';
import { newsCentreQueries } from '../features/news-centre/api/news-centre-queries';
import { NewsCentrePage } from '../features/news-centre/news-centre-page';
import { newsDetailQueries } from '../features/news-detail/api/news-detail-queries';
import { NewsDetailPage } from '../features/news-detail/news-detail-page';

/**
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths;
 * each component renders a whole page inside the shell's layout.
 */
export const pages = {
  newsCentre: NewsCentrePage,
  newsDetail: NewsDetailPage,
} satisfies RemotePages['news'];

/** What each page's first render reads: the site's server loads it before rendering the page. */
export const queries = {
  newsCentre: () => newsCentreQueries,
  newsDetail: ({ slug }) => newsDetailQueries(slug),
} satisfies RemotePageQueries<'news'>;
