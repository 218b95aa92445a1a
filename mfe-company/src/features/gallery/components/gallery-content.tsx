import { useMemo, useState } from 'react';
import { compareByOrder } from '@group/shared/contract';
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

/** Category filter and the chosen category's images, in their set order (first category by default). */
export function GalleryContent({ categories, images }: GalleryContentProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selected = categories.find((category) => category._id === chosenId) ?? categories[0];
  const selectedId = selected?._id;
  const shown = useMemo(
    () => images.filter((image) => image.category._id === selectedId).sort(compareByOrder),
    [images, selectedId],
  );

  if (!selected) return <EmptyState message={GALLERY_EMPTY} />;
  return (
    <>
      <CategoryFilter categories={categories} selectedId={selected._id} onSelect={setChosenId} />
      {shown.length ? <GalleryGrid images={shown} label={`${selected.name} pictures`} /> : <EmptyState message={GALLERY_CATEGORY_EMPTY} />}
    </>
  );
}
