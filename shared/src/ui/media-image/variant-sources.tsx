import { IMAGE_VARIANT_FORMATS } from '../../contract/image-variants';
import { IMAGE_VARIANT_TYPES, imageVariantSrcSet } from '../../config/urls';
import { useRuntimeConfig } from '../../runtime';

export type VariantSourcesProps = {
  /** Full image address; nothing is rendered without one. */
  src: string | undefined;
  /** How wide the image is shown, as the `sizes` attribute says it. */
  sizes: string;
  /** The widest the image is ever needed, in device pixels (or its own width when smaller). */
  maxWidth?: number;
  /** For art direction: these sources apply only where the media query holds. */
  media?: string;
  /** The image's own size, where it differs from the `<img>`'s (art direction). */
  width?: number;
  height?: number;
};

/**
 * The `<source>`s of one image inside a `<picture>`: AVIF, then WebP, each at the widths the
 * backend renders, so the browser fetches the smallest file its screen needs. With `media`, the
 * image's own format follows too (otherwise the `<img>` carries it). An image the backend does not
 * offer in variants keeps a plain source for `media`, and none otherwise.
 */
export function VariantSources({ src, sizes, maxWidth, media, width, height }: VariantSourcesProps) {
  const config = useRuntimeConfig();
  if (!src) return null;
  const own = imageVariantSrcSet(src, { maxWidth, config });
  const box = { width, height };
  if (own === undefined) return media ? <source media={media} srcSet={src} {...box} /> : null;
  return (
    <>
      {IMAGE_VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={IMAGE_VARIANT_TYPES[format]}
          media={media}
          srcSet={imageVariantSrcSet(src, { format, maxWidth, config })}
          sizes={sizes}
          {...box}
        />
      ))}
      {media ? <source media={media} srcSet={own} sizes={sizes} {...box} /> : null}
    </>
  );
}
