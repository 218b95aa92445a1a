import { Link } from 'react-router-dom';
import styles from './category-menu.module.css';

export type CategoryMenuProps = {
  /** At least one; each `{ _id, name }`. */
  categories: readonly { _id: string; name: string }[];
  selectedId: string;
  /** The query string of a category's address. */
  searchFor: (categoryId: string) => string;
  /** Names the menu and sits above the chosen category. */
  label: string;
  className?: string;
};

/**
 * Categories as a dropdown (narrow screens): a disclosure listing a link to each category's
 * address, so it opens and chooses from the first paint, without script too. It closes once a
 * category is chosen (a new one is rendered for it).
 */
export function CategoryMenu({ categories, selectedId, searchFor, label, className }: CategoryMenuProps) {
  const selected = categories.find((category) => category._id === selectedId) ?? categories[0];
  return (
    <nav className={[styles.field, className].filter(Boolean).join(' ')} aria-label={label}>
      <details key={selectedId} className={styles.menu}>
        <summary className={styles.summary}>
          <span className={styles.label}>{label}</span>
          <span className={styles.current}>{selected?.name}</span>
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
