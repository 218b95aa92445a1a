import { Link } from 'react-router-dom';
import { useApi } from '@group/shared/api';
import { firstMediaUrl } from '@group/shared/contract';
import { paths } from '@group/shared/routes';
import { EmptyState, InlineLoader, PageHead } from '@group/shared/ui';
import { getNewsCentreBanner } from '../../api/get-news-centre-banner';
import { NewsCentreBanner } from '../../components/news-centre-banner/news-centre-banner';
import { getNewsItem } from './api/get-news-item';
import { NewsArticle } from './components/news-article';
import { markupToText } from './components/news-markup';
import styles from './news-detail-page.module.css';

export type NewsDetailPageProps = { slug: string };

export const NEWS_ITEM_NOT_FOUND = 'News item not found';
export const BACK_TO_NEWS = 'Back to News Centre';

async function loadNewsDetail(slug: string, signal: AbortSignal) {
  const [item, banner] = await Promise.all([getNewsItem(slug, signal), getNewsCentreBanner(signal)]);
  return { item, banner };
}

/** One news item (route: paths.newsDetailPattern). SPEC §8: "Loading...", "News item not found". */
export function NewsDetailPage({ slug }: NewsDetailPageProps) {
  const { status, data } = useApi((signal) => loadNewsDetail(slug, signal), [slug]);
  const canonicalPath = paths.newsDetail(slug);

  if (status === 'loading') {
    return <InlineLoader className={styles.status} />;
  }

  const item = data?.item;
  if (!item) {
    return (
      <>
        <PageHead title={NEWS_ITEM_NOT_FOUND} description={NEWS_ITEM_NOT_FOUND} canonicalPath={canonicalPath} robots="noindex, follow" />
        <NewsCentreBanner banner={data?.banner} />
        <EmptyState className={styles.status} message={NEWS_ITEM_NOT_FOUND}>
          <Link className={styles.back} to={paths.newsCentre}>
            {BACK_TO_NEWS}
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <PageHead
        title={item.title}
        description={markupToText(item.description) || item.title}
        canonicalPath={canonicalPath}
        ogImage={firstMediaUrl(item.inner_page_image, item.image)}
      />
      <NewsCentreBanner banner={data.banner} current={item.title} />
      <NewsArticle item={item} />
    </>
  );
}
