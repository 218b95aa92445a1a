import type { NewsRecord } from '@group/shared/api';
import type { NewsCategory, NewsItem } from '@group/shared/contract';
import { inDisplayOrder } from '@group/shared/contract';

/** What one category has loaded so far. */
export type CategoryNews = {
  items: NewsItem[];
  totalCount: number;
  /** Items the backend has handed over: the `skip` of the next page. */
  loaded: number;
  loadingMore: boolean;
  /** A page came back empty: nothing more to ask for, whatever totalCount says. */
  exhausted: boolean;
};

export type NewsLists = Record<string, CategoryNews>;

export type NewsListsAction =
  | { type: 'loadMoreStarted'; categoryId: string }
  | { type: 'loadMoreFinished'; categoryId: string; page?: { news: NewsItem[]; totalCount?: number } };

/** Each category's first page, from /newscentre/initial (keyed by category name). */
export function initialNewsLists({ categories, initial }: { categories: NewsCategory[]; initial: NewsRecord<NewsItem> }): NewsLists {
  const lists: NewsLists = {};
  for (const category of categories) {
    const entry = initial[category.name];
    lists[category._id] = {
      items: inDisplayOrder(entry?.news ?? []),
      totalCount: entry?.totalCount ?? 0,
      loaded: entry?.news.length ?? 0,
      loadingMore: false,
      exhausted: false,
    };
  }
  return lists;
}

export function hasMoreNews(list: CategoryNews): boolean {
  return !list.exhausted && list.loaded < list.totalCount;
}

function appendPage(list: CategoryNews, page: { news: NewsItem[]; totalCount?: number }): CategoryNews {
  const known = new Set(list.items.map((item) => item._id));
  const fresh = inDisplayOrder(page.news).filter((item) => !known.has(item._id));
  return {
    items: [...list.items, ...fresh],
    totalCount: page.totalCount ?? list.totalCount,
    loaded: list.loaded + page.news.length,
    loadingMore: false,
    exhausted: page.news.length === 0,
  };
}

/** Load more changes only the category it was asked for (SPEC §4). */
export function newsListsReducer(state: NewsLists, action: NewsListsAction): NewsLists {
  const list = state[action.categoryId];
  if (!list) return state;
  switch (action.type) {
    case 'loadMoreStarted':
      return { ...state, [action.categoryId]: { ...list, loadingMore: true } };
    case 'loadMoreFinished':
      // A failed call (toast already shown) leaves the list as it was, so the visitor can try again.
      return {
        ...state,
        [action.categoryId]: action.page ? appendPage(list, action.page) : { ...list, loadingMore: false },
      };
  }
}
