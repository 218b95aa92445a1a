import { useId } from 'react';
import type { NewsCategory } from '@group/shared/contract';
import styles from './category-select.module.css';

export type CategorySelectProps = {
  categories: NewsCategory[];
  selectedId: string;
  onSelect: (categoryId: string) => void;
};

export const CATEGORY_SELECT_LABEL = 'Select category';

/** The categories as a dropdown (narrow screens). */
export function CategorySelect({ categories, selectedId, onSelect }: CategorySelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {CATEGORY_SELECT_LABEL}
      </label>
      <select id={id} className={styles.select} value={selectedId} onChange={(event) => onSelect(event.target.value)}>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </select>
    </div>
  );
}
