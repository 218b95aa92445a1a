import type { NewsCategory } from '@group/shared/contract';
import { paths } from '@group/shared/routes';
import { CtaLink, EmptyState, SkeletonCard, StaticMarkup } from '@group/shared/ui';
import { NewsCategoryCard } from './news-category-card';
import sectionStyles from './home-section.module.css';
import styles from './news-centre-section.module.css';

/** SPEC §2: three placeholders while the categories load. */
export const NEWS_PLACEHOLDERS = 3;

export type NewsCentreSectionProps = {
  categories: readonly NewsCategory[] | undefined;
  loading: boolean;
};

/**
 * The cards: placeholders while loading, one per category (links and images only: a page the
 * server rendered keeps them out of hydration), or a note when there are none.
 */
function NewsCards({ categories, loading }: NewsCentreSectionProps) {
  if (loading) {
    return (
      <div className={styles.grid} data-testid="news-placeholders">
        {Array.from({ length: NEWS_PLACEHOLDERS }, (_, index) => (
          <SkeletonCard key={index} lines={2} />
        ))}
      </div>
    );
  }
  if (!categories || categories.length === 0) {
    return <EmptyState message="News cannot be shown right now. Please try again later." />;
  }
  return (
    <StaticMarkup as="ul" className={styles.grid} deps={[categories]}>
      {categories.map((category) => (
        <li key={category._id}>
          <NewsCategoryCard category={category} />
        </li>
      ))}
    </StaticMarkup>
  );
}

/**
 * Section 03 "NEWS CENTRE": one card per news category, and a "View All" link. SPEC §9: above
 * 991 px the link sits beside the heading, at or below it moves under the cards. The page carries
 * it in both places and the stylesheet shows one by the width, so the server's page is right at
 * every width and the link is read and reached where it is seen.
 */
export function NewsCentreSection({ categories, loading }: NewsCentreSectionProps) {
  const viewAll = (placement?: string) => (
    <CtaLink href={paths.newsCentre} label="View All" variant="dark" className={[styles.viewAll, placement].filter(Boolean).join(' ')} />
  );

  return (
    <section className={`${sectionStyles.section} ${styles.section}`} aria-labelledby="home-news-heading">
      <div className={sectionStyles.inner}>
        <header className={styles.header}>
          <h2 id="home-news-heading" className={sectionStyles.heading}>
            NEWS CENTRE
          </h2>
          {viewAll(styles.besideHeading)}
        </header>
        <NewsCards categories={categories} loading={loading} />
        <div className={styles.footer}>{viewAll()}</div>
      </div>
    </section>
  );
}
