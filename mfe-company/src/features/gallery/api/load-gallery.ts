import { getList } from '@group/shared/api';
import { endpoints, galleryCategorySchema, galleryImageSchema, sectionBannerSchema } from '@group/shared/contract';
import type { GalleryCategory, GalleryImage, SectionBanner } from '@group/shared/contract';

/** SPEC §8: what the page says when the combined load fails. */
export const GALLERY_LOAD_ERROR = 'Failed to load gallery data';

export type GalleryData = {
  banner: SectionBanner | undefined;
  categories: GalleryCategory[];
  images: GalleryImage[];
};

/**
 * SPEC §7: images, categories and section banners are fetched together. If any of the three
 * fails the whole load fails, and the page shows its error state.
 */
export async function loadGallery(signal: AbortSignal): Promise<GalleryData> {
  const [images, categories, banners] = await Promise.all([
    getList(endpoints.gallery, galleryImageSchema, { signal }),
    getList(endpoints.galleryCategories, galleryCategorySchema, { signal }),
    getList(endpoints.sectionBanners, sectionBannerSchema, { signal }),
  ]);
  if (!images || !categories || !banners) throw new Error(GALLERY_LOAD_ERROR);
  return { banner: banners.find((banner) => banner.section === 'gallery'), categories, images };
}
