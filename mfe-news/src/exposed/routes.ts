import type { RemotePages } from '@group/shared/federation';
import { NewsCentrePage } from '../features/news-centre/news-centre-page';
import { NewsDetailPage } from '../features/news-detail/news-detail-page';

/**
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths;
 * each component renders a whole page inside the shell's layout.
 */
export const pages = {
  newsCentre: NewsCentrePage,
  newsDetail: NewsDetailPage,
} satisfies RemotePages['news'];
