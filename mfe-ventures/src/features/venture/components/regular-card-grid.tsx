import type { VentureBox } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { ResponsiveImage, SafeHtml } from '@group/shared/ui';
import styles from './regular-card-grid.module.css';

export type RegularCardGridProps = { boxes: readonly VentureBox[] };

/** image_type "regular": two columns of image cards, each with an optional title and description. */
export function RegularCardGrid({ boxes }: RegularCardGridProps) {
  const { uploadUrl } = useSiteUrls();
  return (
    <ul className={styles.grid} data-grid="cards">
      {boxes.map((box, index) => (
        <li key={index} className={styles.card}>
          <ResponsiveImage
            sizes="(max-width: 767px) 100vw, 620px"
            maxWidth={900}
            className={styles.image}
            src={uploadUrl(box.box_image?.url)}
            alt={box.box_alt_tag ?? ''}
            width={900}
            height={600}
            loading="lazy"
            decoding="async"
          />
          {box.box_title || box.box_description ? (
            <div className={styles.body}>
              {box.box_title ? <h3 className={styles.title}>{box.box_title}</h3> : null}
              {box.box_description ? <SafeHtml className={styles.description} html={box.box_description} /> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
