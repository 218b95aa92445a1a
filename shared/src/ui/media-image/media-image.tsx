import type { CSSProperties, ImgHTMLAttributes } from 'react';
import styles from './media-image.module.css';

export type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** Full image address; empty or undefined when the record has no usable image. */
  src: string | undefined;
};

const ratio = (width: MediaImageProps['width'], height: MediaImageProps['height']): CSSProperties | undefined =>
  width && height ? { aspectRatio: `${width} / ${height}` } : undefined;

/**
 * The image of an optional media field. Without an address it renders an empty box with the
 * image's class and proportions: the layout keeps its space and no broken-image icon appears.
 * A lazy image is, by the page's own word, not what the visitor sees first: unless told
 * otherwise it is fetched at low priority, after the page's largest image (the banner), even
 * when it is on screen too (a row of icons, the next slides).
 */
export function MediaImage({ src, alt, className, width, height, style, ...imageProps }: MediaImageProps) {
  if (src) {
    const fetchPriority = imageProps.fetchPriority ?? (imageProps.loading === 'lazy' ? 'low' : undefined);
    return <img src={src} alt={alt} className={className} width={width} height={height} style={style} {...imageProps} fetchPriority={fetchPriority} />;
  }
  return (
    <span
      className={[className, styles.empty].filter(Boolean).join(' ')}
      style={{ ...ratio(width, height), ...style }}
      aria-hidden="true"
      data-empty-image=""
    />
  );
}
