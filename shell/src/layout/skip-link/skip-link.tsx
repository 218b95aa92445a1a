import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

export const SKIP_LINK_TEXT = 'Skip to main content';

export type SkipLinkProps = {
  /** The id of the element it leads to (focusable, with tabindex="-1"). */
  targetId: string;
};

/**
 * The first thing Tab reaches on every page: a link past the header to the page's content, shown
 * only while focused. A plain in-page link, so it works before the script runs (or without it);
 * with the script, it moves focus itself and leaves the address (and the router) alone.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={skip}>
      {SKIP_LINK_TEXT}
    </a>
  );
}
