import type { NewsCategory, NewsItem } from '@group/shared/contract';
import { EmptyState } from '@group/shared/ui';
import { hasMoreNews } from '../hooks/news-lists-state';
import type { CategoryNews } from '../hooks/news-lists-state';
import { useLoadMoreFocus } from '../hooks/use-load-more-focus';
import { LoadMoreButton } from './load-more-button';
import { NewsCard } from './news-card';
import styles from './news-list.module.css';

export type NewsListProps = {
  category: NewsCategory;
  list: CategoryNews;
  panelId: string;
  /** The tab that labels this panel; without tabs the category name does. */
  labelledBy?: string;
  /** The query string of the address with one more page of this category. */
  moreSearch: string;
  onLoadMore: () => void;
  onPlayVideo: (item: NewsItem) => void;
};

export const NO_NEWS = 'No news in this category yet.';
/** Cards in the first row (three across on wide screens) load their images at once, after the banner's. */
const EAGER_CARDS = 3;

/** Each card's anchor: LOAD MORE's address leads to the first card it adds. */
const newsItemAnchor = (index: number) => `news-item-${index + 1}`;

/** The selected category's cards and, while there is more, LOAD MORE. */
export function NewsList({ category, list, panelId, labelledBy, moreSearch, onLoadMore, onPlayVideo }: NewsListProps) {
  const { listRef, moreRef, markPressed } = useLoadMoreFocus(category._id, list);
  const loadMore = () => {
    markPressed();
    onLoadMore();
  };
  return (
    <div
      id={panelId}
      className={styles.panel}
      role={labelledBy ? 'tabpanel' : 'region'}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : category.name}
    >
      {list.items.length === 0 ? (
        <EmptyState message={NO_NEWS} />
      ) : (
        <ul ref={listRef} className={styles.grid}>
          {list.items.map((item, index) => (
            <li key={item._id} id={newsItemAnchor(index)} className={styles.item}>
              <NewsCard item={item} categoryName={category.name} eager={index < EAGER_CARDS} onPlayVideo={onPlayVideo} />
            </li>
          ))}
        </ul>
      )}
      {hasMoreNews(list) ? (
        <div ref={moreRef} className={styles.more}>
          <LoadMoreButton
            to={{ search: moreSearch, hash: newsItemAnchor(list.items.length) }}
            loading={list.loadingMore}
            onClick={loadMore}
          />
        </div>
      ) : null}
    </div>
  );
}
