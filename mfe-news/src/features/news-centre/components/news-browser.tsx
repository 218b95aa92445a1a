import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NewsRecord } from '@group/shared/api';
import type { NewsCategory, NewsItem } from '@group/shared/contract';
import { CategoryMenu, useHydrated, useLightbox } from '@group/shared/ui';
import { categoryIdFromHash, useCategoryHash } from '../hooks/use-category-hash';
import type { InitialNewsLists } from '../hooks/news-lists-state';
import { useNewsLists } from '../hooks/use-news-lists';
import { newsCentreSearch, readNewsCentreAddress } from '../news-centre-address';
import { CategoryTabs, categoryTabId } from './category-tabs';
import { NewsList } from './news-list';
import styles from './news-browser.module.css';

export type NewsBrowserProps = {
  /** At least one category. */
  categories: NewsCategory[];
  initial: NewsRecord<NewsItem>;
  /** More pages of the category the page was opened at (its address's `more`). */
  morePages?: InitialNewsLists['morePages'];
};

const PANEL_ID = 'news-category-panel';
const CATEGORY_MENU_LABEL = 'Select category';

/**
 * Categories to choose from and the chosen category's news. The choice is the address's
 * (`?category=`): tabs above 992 px, a dropdown at 992 and below (the stylesheet shows one), both
 * links that work before the page runs. A hash naming a category (the home page's links) selects
 * it once the page runs.
 */
export function NewsBrowser({ categories, initial, morePages }: NewsBrowserProps) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const hydrating = !useHydrated();
  const isKnown = (categoryId: string | undefined) => categories.some((category) => category._id === categoryId);
  const address = readNewsCentreAddress(search);
  const searchFor = (categoryId: string) => newsCentreSearch({ categoryId, more: 0 }, search);
  // The server never sees the hash: hydration renders what it rendered, and the hash's category comes right after.
  const fromHash = hydrating ? undefined : categoryIdFromHash(hash);
  const category = categories.find((entry) => entry._id === [fromHash, address.categoryId].find(isKnown)) ?? categories[0];
  useCategoryHash((categoryId) => (isKnown(categoryId) ? searchFor(categoryId) : undefined));

  const lightbox = useLightbox();
  const { lists, loadMore } = useNewsLists({ categories, initial, morePages });
  const list = lists[category._id];
  const playVideo = (item: NewsItem) => void lightbox.open({ src: item.cta ?? '', type: 'video', alt: item.title });

  // Pages LOAD MORE added in place are put into the address, so a reload or a shared link shows them.
  const shownSearch = newsCentreSearch({ categoryId: category._id, more: list.more }, search);
  const addressed = newsCentreSearch({ categoryId: address.categoryId ?? categories[0]._id, more: address.more }, search);
  useEffect(() => {
    if (!hash && shownSearch !== addressed) navigate({ search: shownSearch }, { replace: true, preventScrollReset: true });
  }, [shownSearch, addressed, hash, navigate]);

  return (
    <div className={styles.browser}>
      <CategoryTabs
        className={styles.wide}
        categories={categories}
        selectedId={category._id}
        searchFor={searchFor}
        onSelect={(categoryId) => navigate({ search: searchFor(categoryId) }, { preventScrollReset: true })}
        panelId={PANEL_ID}
      />
      <CategoryMenu className={styles.narrow} label={CATEGORY_MENU_LABEL} categories={categories} selectedId={category._id} searchFor={searchFor} />
      <NewsList
        category={category}
        list={list}
        panelId={PANEL_ID}
        labelledBy={categoryTabId(category._id)}
        moreSearch={newsCentreSearch({ categoryId: category._id, more: list.more + 1 }, search)}
        onLoadMore={() => loadMore(category._id)}
        onPlayVideo={playVideo}
      />
    </div>
  );
}
