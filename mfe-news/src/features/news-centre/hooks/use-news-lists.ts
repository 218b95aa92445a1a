import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApi } from '@group/shared/runtime';
import { getMoreNews } from '../api/get-more-news';
import { initialNewsLists, newsListsReducer } from './news-lists-state';
import type { InitialNewsLists, NewsLists } from './news-lists-state';

export type UseNewsListsResult = {
  lists: NewsLists;
  /** Appends the next page of one category; ignored while that category is already loading. */
  loadMore: (categoryId: string) => void;
};

/** Every category's list, kept while the visitor switches between them; it starts from what the page came with. */
export function useNewsLists(start: InitialNewsLists): UseNewsListsResult {
  const api = useApi();
  const [lists, dispatch] = useReducer(newsListsReducer, start, initialNewsLists);
  // Categories with a page on its way; a ref, so a second click before the re-render cannot ask twice.
  const inFlight = useRef(new Set<string>());
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const loadMore = useCallback(
    (categoryId: string) => {
      const list = lists[categoryId];
      if (!list || inFlight.current.has(categoryId)) return;
      inFlight.current.add(categoryId);
      dispatch({ type: 'loadMoreStarted', categoryId });
      const controller = new AbortController();
      controllers.current.add(controller);
      void getMoreNews(api, categoryId, list.loaded, controller.signal).then((page) => {
        inFlight.current.delete(categoryId);
        controllers.current.delete(controller);
        if (!controller.signal.aborted) dispatch({ type: 'loadMoreFinished', categoryId, page });
      });
    },
    [api, lists],
  );

  return { lists, loadMore };
}
