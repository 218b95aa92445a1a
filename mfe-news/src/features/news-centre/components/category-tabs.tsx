import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NewsCategory } from '@group/shared/contract';
import { useHydrated } from '@group/shared/ui';
import styles from './category-tabs.module.css';

export type CategoryTabsProps = {
  categories: NewsCategory[];
  selectedId: string;
  /** The query string of a category's address. */
  searchFor: (categoryId: string) => string;
  /** Selects a category from the keyboard (arrow keys). */
  onSelect: (categoryId: string) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  className?: string;
};

export const categoryTabId = (categoryId: string) => `news-category-tab-${categoryId}`;

/**
 * The categories as a tablist (wide screens). Each tab is a link to its category's address, so
 * it works from the first paint: the server renders the category, and once the page runs the
 * router does. With the page running, arrow keys, Home and End move between tabs and select the
 * one they reach, and only the selected tab is in the Tab order; before, every tab is.
 */
export function CategoryTabs({ categories, selectedId, searchFor, onSelect, panelId, className }: CategoryTabsProps) {
  const tabs = useRef(new Map<string, HTMLAnchorElement>());
  const hydrated = useHydrated();

  const moveTo = (index: number) => {
    const count = categories.length;
    const category = categories[((index % count) + count) % count];
    onSelect(category._id);
    tabs.current.get(category._id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: categories.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className={[styles.tablist, className].filter(Boolean).join(' ')} role="tablist" aria-label="News categories">
      {categories.map((category, index) => {
        const selected = category._id === selectedId;
        return (
          <Link
            key={category._id}
            ref={(node) => {
              if (node) tabs.current.set(category._id, node);
              else tabs.current.delete(category._id);
            }}
            to={{ search: searchFor(category._id) }}
            preventScrollReset
            role="tab"
            id={categoryTabId(category._id)}
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={hydrated && !selected ? -1 : undefined}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {category.name}
          </Link>
        );
      })}
    </div>
  );
}
