import type { ReactNode } from 'react';
import styles from './states.module.css';

export type EmptyStateProps = {
  /** e.g. "News item not found". */
  message: string;
  /** Optional follow-up, such as a link back. */
  children?: ReactNode;
  className?: string;
};

/** A load that worked but brought nothing to show. */
export function EmptyState({ message, children, className }: EmptyStateProps) {
  return (
    <div className={[styles.state, className].filter(Boolean).join(' ')}>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
