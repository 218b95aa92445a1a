import { useApi } from '@group/shared/api';
import { paths } from '@group/shared/routes';
import { EmptyState, ErrorState, PageHead, pageMetaToHead } from '@group/shared/ui';
import { getNewsCentreBanner } from '../../api/get-news-centre-banner';
import { NEWS_CENTRE_TITLE, NewsCentreBanner } from '../../components/news-centre-banner/news-centre-banner';
import { loadNewsCentre } from './api/load-news-centre';
import { NewsBrowser } from './components/news-browser';
import { NewsCentreSkeleton } from './components/news-centre-skeleton';
import styles from './news-centre-page.module.css';

export const NEWS_LOAD_FAILED = 'The news could not be loaded.';
export const NO_CATEGORIES = 'There is no news to show yet.';
const FALLBACK_DESCRIPTION = 'News, press releases and media mentions from across the group.';

async function loadPage(signal: AbortSignal) {
  const [banner, news] = await Promise.all([getNewsCentreBanner(signal), loadNewsCentre(signal)]);
  return { banner, ...news };
}

/** The News Centre (route: paths.newsCentre): banner, categories and their news. */
export function NewsCentrePage() {
  const { status, data, reload } = useApi(loadPage, []);
  const head = data?.meta
    ? pageMetaToHead(data.meta, paths.newsCentre)
    : { title: NEWS_CENTRE_TITLE, description: FALLBACK_DESCRIPTION, canonicalPath: paths.newsCentre };

  if (status === 'loading') {
    return (
      <>
        <PageHead {...head} />
        <NewsCentreSkeleton />
      </>
    );
  }

  const categories = data?.categories;
  const initial = data?.initial;
  return (
    <>
      <PageHead {...head} />
      <NewsCentreBanner banner={data?.banner} />
      {!categories || !initial ? (
        <ErrorState className={styles.state} message={NEWS_LOAD_FAILED} onRetry={reload} />
      ) : categories.length === 0 ? (
        <EmptyState className={styles.state} message={NO_CATEGORIES} />
      ) : (
        <NewsBrowser categories={categories} initial={initial} />
      )}
    </>
  );
}
