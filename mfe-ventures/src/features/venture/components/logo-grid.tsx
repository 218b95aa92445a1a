import type { VentureBox } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { MediaImage } from '@group/shared/ui';
import styles from './logo-grid.module.css';

export type LogoGridProps = { boxes: readonly VentureBox[] };

/** Any image_type other than "regular": a grid of logos (400 by 200), alt text as their names. */
export function LogoGrid({ boxes }: LogoGridProps) {
  const { uploadUrl } = useSiteUrls();
  return (
    <ul className={styles.grid} data-grid="logos">
      {boxes.map((box, index) => (
        <li key={index} className={styles.tile}>
          <MediaImage
            className={styles.logo}
            src={uploadUrl(box.box_image?.url)}
            alt={box.box_alt_tag || box.box_title || ''}
            width={400}
            height={200}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
