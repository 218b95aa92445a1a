import type { SectionOneItem } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { MediaImage, SafeHtml, SkeletonCard } from '@group/shared/ui';
import styles from './section-one-blocks.module.css';

const PLACEHOLDER_COUNT = 4;

export type SectionOneBlocksProps = {
  loading: boolean;
  items: readonly SectionOneItem[] | undefined;
};

/** The strengths of the group, each with an icon, title and description. */
export function SectionOneBlocks({ loading, items }: SectionOneBlocksProps) {
  const { imageUrl } = useSiteUrls();
  if (loading) {
    return (
      <div className={styles.grid} data-testid="section-one-placeholder">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={3} />
        ))}
      </div>
    );
  }
  if (!items?.length) return null;
  return (
    <section className={styles.band} aria-label="What sets us apart">
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item._id ?? item.title} className={styles.block}>
            <MediaImage
              className={styles.icon}
              src={imageUrl(item.icon?.url)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
            />
            <h3 className={styles.title}>{item.title}</h3>
            <SafeHtml className={styles.description} html={item.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}
