import { InlineLoader, Skeleton, SkeletonCard, VisuallyHidden } from '@group/shared/ui';
import styles from './news-centre-skeleton.module.css';

/** The page's shape while its content loads: banner, tabs and a row of cards. */
export function NewsCentreSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton className={styles.banner} />
      <div className={styles.content}>
        {/* Announced to assistive technology; the placeholders show the wait to everyone else. */}
        <VisuallyHidden as="div">
          <InlineLoader />
        </VisuallyHidden>
        <Skeleton shape="text" className={styles.tabs} />
        <div className={styles.cards}>
          {Array.from({ length: 3 }, (_, index) => (
            <SkeletonCard key={index} lines={2} />
          ))}
        </div>
      </div>
    </div>
  );
}
