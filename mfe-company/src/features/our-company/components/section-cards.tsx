import type { SectionCard } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { MediaImage, SafeHtml, SkeletonCard } from '@group/shared/ui';
import styles from './section-cards.module.css';

const PLACEHOLDER_COUNT = 3;

export type SectionCardsProps = {
  loading: boolean;
  cards: readonly SectionCard[] | undefined;
};

/** Mission, vision and philosophy: each card an icon, a title and content with markup. */
export function SectionCards({ loading, cards }: SectionCardsProps) {
  const { imageUrl } = useSiteUrls();
  if (loading) {
    return (
      <div className={styles.grid} data-testid="section-cards-placeholder">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={3} />
        ))}
      </div>
    );
  }
  if (!cards?.length) return null;
  return (
    <section className={styles.band} aria-label="Mission, vision and philosophy">
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            <MediaImage
              className={styles.icon}
              src={imageUrl(card.icon?.url)}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
            />
            <h3 className={styles.title}>{card.title}</h3>
            <SafeHtml className={styles.content} html={card.content} />
          </li>
        ))}
      </ul>
    </section>
  );
}
