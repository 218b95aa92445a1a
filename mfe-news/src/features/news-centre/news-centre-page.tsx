import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HttpStatus, useQuery } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { EmptyState, ErrorState, findSectionBanner, HydrationSection, PageHead, pageMetaToHead } from '@group/shared/ui';
import { NEWS_CENTRE_TITLE, NEWS_CENTRE_SECTION, NewsCentreBanner } from '../../common/components/news-centre-banner/news-centre-banner';
import { newsCentreQueries } from './api/news-centre-queries';
import { readNewsCentreAddress } from './news-centre-address';
import { NewsBrowser } from './components/news-browser';
import { NewsCentreSkeleton } from './components/news-centre-skeleton';
import styles from './news-centre-page.module.css';

export const NEWS_LOAD_FAILED = 'The news could not be loaded.';
export const NO_CATEGORIES = 'There is no news to show yet.';
const FALLBACK_DESCRIPTION = 'News, press releases and media mentions from across the group.';

/** The News Centre (route: paths.newsCentre): banner, categories and their news. */
export function NewsCentrePage() {
  // The address the page was opened at: LOAD MORE later changes it in place, with no new read.
  const { search } = useLocation();
  const [opened] = useState(() => readNewsCentreAddress(search));
  const queries = newsCentreQueries(opened);
  const banners = useQuery(queries.banners);
  const banner = findSectionBanner(banners.data, NEWS_CENTRE_SECTION);
  const meta = useQuery(queries.meta);
  const categories = useQuery(queries.categories);
  const initial = useQuery(queries.initial);
  const morePages = useQuery(queries.morePages);
  const head = meta.data
    ? pageMetaToHead(meta.data, paths.newsCentre)
    : { title: NEWS_CENTRE_TITLE, description: FALLBACK_DESCRIPTION, canonicalPath: paths.newsCentre };

  if ([banners, meta, categories, initial, morePages].some((query) => query.status === 'loading')) {
    return (
      <>
        <PageHead {...head} />
        <NewsCentreSkeleton />
      </>
    );
  }

  // The listing needs both; "Try again" asks again for whichever did not come back.
  const listing = [categories, initial];
  const retry = () => listing.filter((query) => query.data === undefined).forEach((query) => query.reload());
  return (
    <>
      <PageHead {...head} />
      <HydrationSection>
        <NewsCentreBanner banner={banner} />
      </HydrationSection>
      {!categories.data || !initial.data ? (
        <>
          {/* Nothing of the listing could be read: the server answers 503, not a page to index. */}
          <HttpStatus code={503} />
          <ErrorState className={styles.state} message={NEWS_LOAD_FAILED} onRetry={retry} />
        </>
      ) : categories.data.length === 0 ? (
        <EmptyState className={styles.state} message={NO_CATEGORIES} />
      ) : (
        <HydrationSection>
          <NewsBrowser
            categories={categories.data}
            initial={initial.data}
            morePages={opened.categoryId && morePages.data ? { categoryId: opened.categoryId, pages: morePages.data } : undefined}
          />
        </HydrationSection>
      )}
    </>
  );
}
