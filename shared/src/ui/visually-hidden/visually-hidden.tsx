import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = {
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3';
  id?: string;
  children: ReactNode;
};

/** Text for screen readers only: a heading a page needs for its outline, a label an icon lacks. */
export function VisuallyHidden({ as: Tag = 'span', id, children }: VisuallyHiddenProps) {
  return (
    <Tag id={id} className={styles.visuallyHidden}>
      {children}
    </Tag>
  );
}
