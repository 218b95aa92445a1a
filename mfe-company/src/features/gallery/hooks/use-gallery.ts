import { useEffect, useState } from 'react';
import type { GalleryCategory, GalleryImage, SectionBanner } from '@group/shared/contract';
import { useQuery } from '@group/shared/data';
import type { QueryState, UseQueryResult } from '@group/shared/data';
import { findSectionBanner } from '@group/shared/ui';
import { galleryQueries } from '../api/gallery-queries';

/** SPEC §8: what the page says when the combined load fails. */
export const GALLERY_LOAD_ERROR = 'Failed to load gallery data';

/** SPEC §9: the gallery's loading state ends 100 ms after the load has finished. */
export const GALLERY_LOADER_DELAY_MS = 100;

export type GalleryData = {
  banner: SectionBanner | undefined;
  categories: GalleryCategory[];
  images: GalleryImage[];
};

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * SPEC §7: images, categories and section banners are loaded together. If any of the three
 * fails the whole load fails, and the page shows its error state.
 */
function combine(
  images: QueryState<GalleryImage[] | undefined>,
  categories: QueryState<GalleryCategory[] | undefined>,
  banners: QueryState<SectionBanner[] | undefined>,
): QueryState<GalleryData> {
  if ([images, categories, banners].some((query) => query.status === 'loading')) return LOADING;
  if (!images.data || !categories.data || !banners.data) {
    return { status: 'error', data: undefined, error: new Error(GALLERY_LOAD_ERROR) };
  }
  const data = { banner: findSectionBanner(banners.data, 'gallery'), categories: categories.data, images: images.data };
  return { status: 'success', data, error: undefined };
}

/**
 * The gallery load, reported as still loading until 100 ms after it settled. A load the server
 * already made is shown at once: the server's page shows the gallery, and so does hydration.
 */
export function useGallery(): UseQueryResult<GalleryData> {
  const images = useQuery(galleryQueries.images);
  const categories = useQuery(galleryQueries.categories);
  const banners = useQuery(galleryQueries.banners);
  const result = combine(images, categories, banners);
  const settled = result.status !== 'loading';
  const [waiting, setWaiting] = useState(!settled);

  useEffect(() => {
    if (!settled || !waiting) return undefined;
    const timer = window.setTimeout(() => setWaiting(false), GALLERY_LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [settled, waiting]);

  // A retry loads all three again and waits its 100 ms again.
  const reload = () => {
    setWaiting(true);
    images.reload();
    categories.reload();
    banners.reload();
  };

  return { ...(settled && !waiting ? result : LOADING), reload };
}
