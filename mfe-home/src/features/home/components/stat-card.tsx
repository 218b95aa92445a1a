import type { HomeStat } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { MediaImage, SafeHtml } from '@group/shared/ui';
import styles from './stats-strip.module.css';

export type StatCardProps = { stat: HomeStat };

/** One counter of the strip: image, the number followed by a plus sign, the name (markup). */
export function StatCard({ stat }: StatCardProps) {
  const { imageUrl } = useSiteUrls();
  return (
    <div className={styles.card}>
      <MediaImage
        className={styles.icon}
        src={imageUrl(stat.image?.url)}
        alt={stat.alt_tag}
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
      />
      <div>
        <p className={styles.number}>{`${stat.number}+`}</p>
        <SafeHtml className={styles.name} html={stat.name} />
      </div>
    </div>
  );
}
