import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { GalleryCategory } from '@group/shared/contract';
import { CategoryMenu } from '@group/shared/ui';
import styles from './category-filter.module.css';

export type CategoryFilterProps = {
  categories: readonly GalleryCategory[];
  selectedId: string;
  /** The query string of a category's address. */
  searchFor: (categoryId: string) => string;
};

export const GALLERY_MENU_LABEL = 'Category';

/** A button answers Space as well as Enter (a link follows Enter by itself). */
const pressOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

/**
 * Chooses the category whose images are shown (SPEC §9: buttons from 992 px, a dropdown up to
 * 991; the stylesheet shows one). Each choice is a link to the category's address, so it works
 * from the first paint and without script.
 */
export function CategoryFilter({ categories, selectedId, searchFor }: CategoryFilterProps) {
  return (
    <>
      <div className={styles.buttons} role="group" aria-label="Gallery categories">
        {categories.map((category) => (
          <Link
            key={category._id}
            to={{ search: searchFor(category._id) }}
            preventScrollReset
            replace
            role="button"
            className={category._id === selectedId ? `${styles.button} ${styles.selected}` : styles.button}
            aria-pressed={category._id === selectedId}
            onKeyDown={pressOnSpace}
          >
            {category.name}
          </Link>
        ))}
      </div>
      <CategoryMenu className={styles.select} label={GALLERY_MENU_LABEL} categories={categories} selectedId={selectedId} searchFor={searchFor} />
    </>
  );
}
