import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NewsRecord } from '@group/shared/api';
import type { NewsCategory, NewsItem } from '@group/shared/contract';
import { useHydrated, useLightbox, useMediaQuery } from '@group/shared/ui';
import { categoryIdFromHash, useCategoryHash } from '../hooks/use-category-hash';
import { useNewsLists } from '../hooks/use-news-lists';
import { CategorySelect } from './category-select';
import { CategoryTabs, categoryTabId } from './category-tabs';
import { NewsList } from './news-list';
import styles from './news-browser.module.css';

export type NewsBrowserProps = {
  /** At least one category. */
  categories: NewsCategory[];
  initial: NewsRecord<NewsItem>;
};

/** SPEC §9: tabs above 992 px, the dropdown at 992 and below. */
export const NARROW_QUERY = '(max-width: 992px)';
const PANEL_ID = 'news-category-panel';

/** Categories to choose from and the chosen category's news. */
export function NewsBrowser({ categories, initial }: NewsBrowserProps) {
  const { hash } = useLocation();
  const hydrating = !useHydrated();
  const isKnown = (categoryId: string | undefined) => categories.some((category) => category._id === categoryId);
  const [selectedId, setSelectedId] = useState(() => {
    // The hash never reaches the server, which shows the first category: hydration starts there too,
    // and useCategoryHash selects the hash's category right after.
    const fromHash = hydrating ? undefined : categoryIdFromHash(hash);
    return fromHash !== undefined && isKnown(fromHash) ? fromHash : categories[0]._id;
  });
  const select = (categoryId: string) => {
    // A hash naming no category leaves the selection as it is.
    if (isKnown(categoryId)) setSelectedId(categoryId);
  };
  useCategoryHash(select);

  // The server cannot know the width: it sends the tabs, and a narrow screen switches after hydration.
  const narrow = useMediaQuery(NARROW_QUERY, false);
  const lightbox = useLightbox();
  const { lists, loadMore } = useNewsLists(categories, initial);
  const category = categories.find((entry) => entry._id === selectedId) ?? categories[0];
  const playVideo = (item: NewsItem) => void lightbox.open({ src: item.cta ?? '', type: 'video', alt: item.title });

  return (
    <div className={styles.browser}>
      {narrow ? (
        <CategorySelect categories={categories} selectedId={category._id} onSelect={select} />
      ) : (
        <CategoryTabs categories={categories} selectedId={category._id} onSelect={select} panelId={PANEL_ID} />
      )}
      <NewsList
        category={category}
        list={lists[category._id]}
        panelId={PANEL_ID}
        labelledBy={narrow ? undefined : categoryTabId(category._id)}
        onLoadMore={() => loadMore(category._id)}
        onPlayVideo={playVideo}
      />
    </div>
  );
}
