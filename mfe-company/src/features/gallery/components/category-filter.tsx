import type { GalleryCategory } from '@group/shared/contract';
import { useBreakpoint } from '@group/shared/ui';
import styles from './category-filter.module.css';

/** SPEC §9: categories are a dropdown up to 991 px and buttons from 992 px. */
export const GALLERY_FILTER_BREAKPOINT = 991;

export type CategoryFilterProps = {
  categories: readonly GalleryCategory[];
  selectedId: string;
  onSelect: (categoryId: string) => void;
};

/** Chooses the category whose images are shown: buttons on wide screens, a dropdown below. */
export function CategoryFilter({ categories, selectedId, onSelect }: CategoryFilterProps) {
  const compact = useBreakpoint(GALLERY_FILTER_BREAKPOINT);
  if (compact) {
    return (
      <div className={styles.select}>
        <label htmlFor="gallery-category" className={styles.label}>
          Category
        </label>
        <select
          id="gallery-category"
          className={styles.dropdown}
          value={selectedId}
          onChange={(event) => onSelect(event.target.value)}
        >
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className={styles.buttons} role="group" aria-label="Gallery categories">
      {categories.map((category) => (
        <button
          key={category._id}
          type="button"
          className={category._id === selectedId ? `${styles.button} ${styles.selected}` : styles.button}
          aria-pressed={category._id === selectedId}
          onClick={() => onSelect(category._id)}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}
