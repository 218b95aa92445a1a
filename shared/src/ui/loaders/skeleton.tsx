import type { CSSProperties } from 'react';
import styles from './loaders.module.css';

export type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** `text` is a line, `block` a rectangle (default), `circle` an icon or avatar. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
};

/** A grey placeholder where content will appear. Hidden from assistive technology. */
export function Skeleton({ width, height, shape = 'block', className }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}

export type SkeletonCardProps = {
  /** Show an image area on top. */
  media?: boolean;
  /** Text lines under it. */
  lines?: number;
  className?: string;
};

/** A card-shaped placeholder (counters, accordion cards, news cards). */
export function SkeletonCard({ media = true, lines = 2, className }: SkeletonCardProps) {
  return (
    <div className={[styles.card, className].filter(Boolean).join(' ')} aria-hidden="true" data-skeleton-card="">
      {media ? <Skeleton className={styles.cardMedia} /> : null}
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} shape="text" width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
