import { useId } from 'react';
import type { VentureBox } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { ResponsiveImage, SafeHtml } from '@group/shared/ui';
import styles from './box-row.module.css';

export type BoxRowProps = {
  box: VentureBox;
  /** Which side the image takes on wide screens; rows alternate. */
  imageSide: 'start' | 'end';
};

/** Venture box images are 900 by 600. */
const BOX_IMAGE = { width: 900, height: 600 };

/**
 * One box of a horizontal section. A long description marked is_scrollable scrolls inside a
 * bounded area; that area takes keyboard focus so it can be scrolled without a mouse.
 */
export function BoxRow({ box, imageSide }: BoxRowProps) {
  const { uploadUrl } = useSiteUrls();
  const titleId = useId();
  const scrollable = box.is_scrollable;
  const description = box.box_description ? (
    <SafeHtml className={styles.description} html={box.box_description} />
  ) : null;
  return (
    <article className={`${styles.row} ${imageSide === 'end' ? styles.imageEnd : ''}`} data-image-side={imageSide}>
      <div className={styles.media}>
        <ResponsiveImage
          sizes="(max-width: 767px) 100vw, 620px"
          maxWidth={BOX_IMAGE.width}
          className={styles.image}
          src={uploadUrl(box.box_image?.url)}
          alt={box.box_alt_tag ?? ''}
          width={BOX_IMAGE.width}
          height={BOX_IMAGE.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.text}>
        {box.box_title ? (
          <h3 id={titleId} className={styles.title}>
            {box.box_title}
          </h3>
        ) : null}
        {scrollable && description ? (
          <div
            className={styles.scroller}
            role="region"
            tabIndex={0}
            {...(box.box_title ? { 'aria-labelledby': titleId } : { 'aria-label': box.box_alt_tag || 'Details' })}
          >
            {description}
          </div>
        ) : (
          description
        )}
      </div>
    </article>
  );
}
