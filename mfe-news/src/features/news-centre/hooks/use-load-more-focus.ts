import { useEffect, useRef } from 'react';
import type { CategoryNews } from './news-lists-state';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Whether focus is still where pressing LOAD MORE left it: on the button, or lost with it. */
const focusUntouched = (more: HTMLElement | null) => {
  const current = document.activeElement;
  return !current || current === document.body || (more !== null && more.contains(current));
};

/**
 * LOAD MORE is disabled while its page comes, which takes focus from it. Once the page is in,
 * focus goes to the first new card (its link or button), so a keyboard visitor reads on from
 * there; when nothing new came (a failed page), back to LOAD MORE. Only after the visitor pressed
 * it in this category and if they have not moved focus since.
 */
export function useLoadMoreFocus(categoryId: string, list: CategoryNews) {
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const pressed = useRef<{ categoryId: string; from: number } | null>(null);

  useEffect(() => {
    const press = pressed.current;
    if (!press || list.loadingMore) return;
    pressed.current = null;
    if (press.categoryId !== categoryId || !focusUntouched(moreRef.current)) return;
    const first = listRef.current?.children[press.from];
    if (!(first instanceof HTMLElement)) {
      moreRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      return;
    }
    const target = first.querySelector<HTMLElement>(FOCUSABLE) ?? first;
    if (target === first && !first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
    target.focus();
  }, [categoryId, list.loadingMore, list.items.length]);

  const markPressed = () => {
    pressed.current = { categoryId, from: list.items.length };
  };
  return { listRef, moreRef, markPressed };
}
