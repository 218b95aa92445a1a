import { imageVariantSrcSet } from '../../config/urls';
import { useRuntimeConfig } from '../../runtime';
import { MediaImage } from './media-image';
import type { MediaImageProps } from './media-image';
import { VariantSources } from './variant-sources';

type Size = { width: number; height: number };

export type ArtDirectedImageProps = Omit<MediaImageProps, 'src' | 'width' | 'height' | 'srcSet' | 'sizes'> & {
  /** Full image addresses. Either falls back to the other. */
  desktopSrc: string | undefined;
  mobileSrc: string | undefined;
  /** The mobile image is shown up to this viewport width in px. */
  breakpoint: number;
  desktopSize: Size;
  mobileSize: Size;
  /** How wide the desktop image is shown (the `sizes` attribute); the full viewport unless said. */
  desktopSizes?: string;
  pictureClassName?: string;
};

/** Banners span the viewport. */
const FULL_WIDTH = '100vw';

/**
 * An image with its own picture for small screens (a banner, or a card whose layout changes with
 * the width): each in AVIF, WebP and its own format at the widths the backend renders. The sizes
 * reserve each image's space before it loads.
 */
export function ArtDirectedImage({
  desktopSrc,
  mobileSrc,
  breakpoint,
  desktopSize,
  mobileSize,
  desktopSizes = FULL_WIDTH,
  pictureClassName,
  ...imageProps
}: ArtDirectedImageProps) {
  const mainSrc = desktopSrc || mobileSrc;
  const ownMobile = mobileSrc && mobileSrc !== mainSrc ? mobileSrc : undefined;
  const config = useRuntimeConfig();
  const srcSet = mainSrc ? imageVariantSrcSet(mainSrc, { maxWidth: desktopSize.width, config }) : undefined;
  return (
    <picture className={pictureClassName}>
      <VariantSources
        src={ownMobile}
        sizes={FULL_WIDTH}
        maxWidth={mobileSize.width}
        media={`(max-width: ${breakpoint}px)`}
        {...mobileSize}
      />
      <VariantSources src={mainSrc} sizes={desktopSizes} maxWidth={desktopSize.width} />
      <MediaImage
        src={mainSrc}
        srcSet={srcSet}
        sizes={srcSet ? desktopSizes : undefined}
        {...desktopSize}
        {...imageProps}
      />
    </picture>
  );
}
