import type { NewsRecord } from '@group/shared/api';
import type { NewsCategory, NewsItem } from '@group/shared/contract';
import { inDisplayOrder } from '@group/shared/records';

/** What one category has loaded so far. */
export type CategoryNews = {
  items: NewsItem[];
  totalCount: number;
  /** Items the backend has handed over: the `skip` of the next page. */
  loaded: number;
  /** Pages added after the first (the address's `more`). */
  more: number;
  loadingMore: boolean;
  /** A page came back empty: nothing more to ask for, whatever totalCount says. */
  exhausted: boolean;
};

export type NewsLists = Record<string, CategoryNews>;

export type NewsListsAction =
  | { type: 'loadMoreStarted'; categoryId: string }
  | { type: 'loadMoreFinished'; categoryId: string; page?: NewsPage };

type NewsPage = { news: NewsItem[]; totalCount?: number };

export type InitialNewsLists = {
  categories: NewsCategory[];
  initial: NewsRecord<NewsItem>;
  /** Pages after the first that one category starts with (an address with `more`). */
  morePages?: { categoryId: string; pages: NewsPage[] };
};

/** Each category's first page, from /newscentre/initial (keyed by category name), and any more pages of one. */
export function initialNewsLists({ categories, initial, morePages }: InitialNewsLists): NewsLists {
  const lists: NewsLists = {};
  for (const category of categories) {
    const entry = initial[category.name];
    let list: CategoryNews = {
      items: inDisplayOrder(entry?.news ?? []),
      totalCount: entry?.totalCount ?? 0,
      loaded: entry?.news.length ?? 0,
      more: 0,
      loadingMore: false,
      exhausted: false,
    };
    if (morePages?.categoryId === category._id) list = morePages.pages.reduce(appendPage, list);
    lists[category._id] = list;
  }
  return lists;
}

export function hasMoreNews(list: CategoryNews): boolean {
  return !list.exhausted && list.loaded < list.totalCount;
}

function appendPage(list: CategoryNews, page: NewsPage): CategoryNews {
  const known = new Set(list.items.map((item) => item._id));
  const fresh = inDisplayOrder(page.news).filter((item) => !known.has(item._id));
  return {
    items: [...list.items, ...fresh],
    totalCount: page.totalCount ?? list.totalCount,
    loaded: list.loaded + page.news.length,
    more: list.more + 1,
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
