import { imageVariantSrcSet } from '../../config/urls';
import { useRuntimeConfig } from '../../runtime';
import { MediaImage } from './media-image';
import type { MediaImageProps } from './media-image';
import { VariantSources } from './variant-sources';
import styles from './media-image.module.css';

export type ResponsiveImageProps = MediaImageProps & {
  /** How wide the image is shown (the `sizes` attribute), e.g. `(max-width: 767px) 100vw, 33vw`. */
  sizes: string;
  /** The widest the image is ever needed, in device pixels (or its own width when smaller). */
  maxWidth?: number;
};

/**
 * A media image in the size and format the screen needs: a `<picture>` of AVIF and WebP sources
 * and the original format as the `<img>`'s own `srcset`. The picture takes no box of its own, so
 * the image sits in its layout as a plain `<img>` would. Without variants, a plain `MediaImage`.
 */
export function ResponsiveImage({ src, sizes, maxWidth, ...imageProps }: ResponsiveImageProps) {
  const config = useRuntimeConfig();
  const srcSet = src ? imageVariantSrcSet(src, { maxWidth, config }) : undefined;
  if (!srcSet) return <MediaImage src={src} {...imageProps} />;
  return (
    <picture className={styles.picture}>
      <VariantSources src={src} sizes={sizes} maxWidth={maxWidth} />
      <MediaImage src={src} srcSet={srcSet} sizes={sizes} {...imageProps} />
    </picture>
  );
}
