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
 */
export function MediaImage({ src, alt, className, width, height, style, ...imageProps }: MediaImageProps) {
  if (src) {
    return <img src={src} alt={alt} className={className} width={width} height={height} style={style} {...imageProps} />;
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
