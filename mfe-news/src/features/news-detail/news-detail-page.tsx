import { Link } from 'react-router-dom';
import { firstMediaUrl } from '@group/shared/records';
import { HttpStatus, useQuery } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { useSiteRuntime } from '@group/shared/runtime';
import { EmptyState, ErrorState, findSectionBanner, InlineLoader, PageHead } from '@group/shared/ui';
import { NEWS_CENTRE_SECTION, NEWS_CENTRE_TITLE, NewsCentreBanner } from '../../common/components/news-centre-banner/news-centre-banner';
import { newsDetailQueries } from './api/news-detail-queries';
import { NewsArticle } from './components/news-article';
import { NewsArticleStructuredData } from './components/news-article-structured-data';
import { markupToText } from './components/news-markup';
import styles from './news-detail-page.module.css';

export type NewsDetailPageProps = { slug: string };

export const NEWS_ITEM_NOT_FOUND = 'News item not found';
export const NEWS_ITEM_LOAD_FAILED = 'The news item could not be loaded.';
export const BACK_TO_NEWS = 'Back to News Centre';

/**
 * One news item (route: paths.newsDetailPattern). SPEC §8: "Loading...", "News item not found"
 * when the API has no such item (404). An item that could not be read is not "not found": the page
 * says so with "Try again", and the server answers 503 (come back later) rather than 404, so
 * crawlers keep an item that still exists through an outage of the API.
 */
export function NewsDetailPage({ slug }: NewsDetailPageProps) {
  const { sanitizeHtml } = useSiteRuntime();
  const queries = newsDetailQueries(slug);
  const news = useQuery(queries.item);
  const banners = useQuery(queries.banners);
  const banner = findSectionBanner(banners.data, NEWS_CENTRE_SECTION);
  const canonicalPath = paths.newsDetail(slug);

  if (news.status === 'loading' || banners.status === 'loading') {
    return <InlineLoader className={styles.status} />;
  }

  if (news.status === 'error') {
    const retry = () => [news, banners].filter((query) => query.data === undefined).forEach((query) => query.reload());
    return (
      <>
        <HttpStatus code={503} />
        <PageHead title={NEWS_CENTRE_TITLE} description={NEWS_ITEM_LOAD_FAILED} canonicalPath={canonicalPath} />
        <NewsCentreBanner banner={banner} />
        <ErrorState className={styles.status} message={NEWS_ITEM_LOAD_FAILED} onRetry={retry} />
      </>
    );
  }

  const item = news.data;
  if (!item) {
    return (
      <>
        <HttpStatus code={404} />
        <PageHead title={NEWS_ITEM_NOT_FOUND} description={NEWS_ITEM_NOT_FOUND} canonicalPath={canonicalPath} robots="noindex, follow" />
        <NewsCentreBanner banner={banner} />
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
        description={markupToText(item.description, sanitizeHtml) || item.title}
        canonicalPath={canonicalPath}
        ogImage={firstMediaUrl(item.inner_page_image, item.image)}
      />
      <NewsCentreBanner banner={banner} current={item.title} />
      <NewsArticle item={item} />
      <NewsArticleStructuredData item={item} canonicalPath={canonicalPath} />
    </>
  );
}
