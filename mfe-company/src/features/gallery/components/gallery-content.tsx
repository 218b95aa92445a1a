import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { compareByOrder } from '@group/shared/records';
import type { GalleryCategory, GalleryImage } from '@group/shared/contract';
import { EmptyState } from '@group/shared/ui';
import { CategoryFilter } from './category-filter';
import { GalleryGrid } from './gallery-grid';

export const GALLERY_EMPTY = 'There are no pictures in the gallery yet.';
export const GALLERY_CATEGORY_EMPTY = 'There are no pictures in this category yet.';

export type GalleryContentProps = {
  categories: readonly GalleryCategory[];
  images: readonly GalleryImage[];
};

/** The query string of a category's address (`?category=`), keeping the address's other parameters. */
const categorySearch = (categoryId: string, base: string) => {
  const params = new URLSearchParams(base);
  params.set('category', categoryId);
  return `?${params.toString()}`;
};

/**
 * Category filter and the chosen category's images, in their set order. The choice is the
 * address's (`?category=`), so the server renders it; the first category by default.
 */
export function GalleryContent({ categories, images }: GalleryContentProps) {
  const { search } = useLocation();
  const chosenId = new URLSearchParams(search).get('category');
  const selected = categories.find((category) => category._id === chosenId) ?? categories[0];
  const selectedId = selected?._id;
  const shown = useMemo(
    () => images.filter((image) => image.category._id === selectedId).sort(compareByOrder),
    [images, selectedId],
  );

  if (!selected) return <EmptyState message={GALLERY_EMPTY} />;
  return (
    <>
      <CategoryFilter categories={categories} selectedId={selected._id} searchFor={(categoryId) => categorySearch(categoryId, search)} />
      {shown.length ? <GalleryGrid images={shown} label={`${selected.name} pictures`} /> : <EmptyState message={GALLERY_CATEGORY_EMPTY} />}
    </>
  );
}
