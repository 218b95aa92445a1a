import type { GalleryImage } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { ResponsiveImage, useEarlyClick, useLightbox } from '@group/shared/ui';
import styles from './gallery-grid.module.css';

export type GalleryGridProps = {
  /** Already filtered and in display order. */
  images: readonly GalleryImage[];
  /** Names the grid for assistive technology, e.g. "Sports pictures". */
  label: string;
};

const labelOf = (image: GalleryImage, index: number) =>
  image.alt_tag ? `View image: ${image.alt_tag}` : `View image ${index + 1}`;

type GalleryTileProps = { image: GalleryImage; label: string; onOpen: () => void };

/** One picture, a button that opens the lightbox: a click made before the page is live opens it once it is. */
function GalleryTile({ image, label, onOpen }: GalleryTileProps) {
  const { imageUrl } = useSiteUrls();
  const click = useEarlyClick(`gallery:${image._id}`, onOpen);
  return (
    <button type="button" className={styles.tile} aria-label={label} {...click}>
      <ResponsiveImage
        sizes="(max-width: 600px) 100vw, (max-width: 991px) 50vw, 413px"
        maxWidth={1200}
        className={styles.image}
        src={imageUrl(image.image.url)}
        alt={image.alt_tag}
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
      />
    </button>
  );
}

/** The selected category's images; each opens the lightbox, which pages through all of them. */
export function GalleryGrid({ images, label }: GalleryGridProps) {
  const { imageUrl } = useSiteUrls();
  const lightbox = useLightbox();
  const open = (index: number) => {
    const sources = images.map((image) => ({ src: imageUrl(image.image.url), type: 'image' as const, alt: image.alt_tag }));
    void lightbox.openGallery(sources, index);
  };
  return (
    <ul className={styles.grid} aria-label={label}>
      {images.map((image, index) => (
        <li key={image._id}>
          <GalleryTile image={image} label={labelOf(image, index)} onOpen={() => open(index)} />
        </li>
      ))}
    </ul>
  );
}
