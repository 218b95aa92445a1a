import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { NewsCategory } from '@group/shared/contract';
import styles from './category-tabs.module.css';

export type CategoryTabsProps = {
  categories: NewsCategory[];
  selectedId: string;
  onSelect: (categoryId: string) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
};

export const categoryTabId = (categoryId: string) => `news-category-tab-${categoryId}`;

/**
 * The categories as a tablist (wide screens). Arrow keys, Home and End move between tabs and
 * select the one they reach; only the selected tab is in the Tab order.
 */
export function CategoryTabs({ categories, selectedId, onSelect, panelId }: CategoryTabsProps) {
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const moveTo = (index: number) => {
    const count = categories.length;
    const category = categories[((index % count) + count) % count];
    onSelect(category._id);
    tabs.current.get(category._id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: categories.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className={styles.tablist} role="tablist" aria-label="News categories">
      {categories.map((category, index) => {
        const selected = category._id === selectedId;
        return (
          <button
            key={category._id}
            ref={(node) => {
              if (node) tabs.current.set(category._id, node);
              else tabs.current.delete(category._id);
            }}
            type="button"
            role="tab"
            id={categoryTabId(category._id)}
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(category._id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {category.name}
          </button>
        );
      })}
    </div>
  );
}
