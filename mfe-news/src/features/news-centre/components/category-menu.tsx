import { Link } from 'react-router-dom';
import type { NewsCategory } from '@group/shared/contract';
import styles from './category-menu.module.css';

export type CategoryMenuProps = {
  categories: NewsCategory[];
  selectedId: string;
  /** The query string of a category's address. */
  searchFor: (categoryId: string) => string;
  className?: string;
};

export const CATEGORY_MENU_LABEL = 'Select category';

/**
 * The categories as a dropdown (narrow screens): a disclosure listing a link to each category's
 * address, so it opens and chooses from the first paint. It closes once a category is chosen
 * (a new one is rendered for it).
 */
export function CategoryMenu({ categories, selectedId, searchFor, className }: CategoryMenuProps) {
  const selected = categories.find((category) => category._id === selectedId) ?? categories[0];
  return (
    <nav className={[styles.field, className].filter(Boolean).join(' ')} aria-label={CATEGORY_MENU_LABEL}>
      <details key={selectedId} className={styles.menu}>
        <summary className={styles.summary}>
          <span className={styles.label}>{CATEGORY_MENU_LABEL}</span>
          <span className={styles.current}>{selected.name}</span>
        </summary>
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category._id}>
              <Link
                to={{ search: searchFor(category._id) }}
                preventScrollReset
                className={styles.option}
                aria-current={category._id === selectedId ? 'true' : undefined}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
