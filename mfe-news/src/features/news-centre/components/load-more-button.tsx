import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { To } from 'react-router-dom';
import styles from './news-list.module.css';

export type LoadMoreButtonProps = {
  /** The address with one more page: where the link leads before the page runs. */
  to: To;
  loading: boolean;
  onClick: () => void;
};

export const LOAD_MORE = 'LOAD MORE';

/**
 * SPEC §2's LOAD MORE. A link to the address with one more page, so it works from the first
 * paint (the server renders that page); once the page runs, it loads the next page in place,
 * as a button does, and cannot be pressed again while that page is on the way.
 */
export function LoadMoreButton({ to, loading, onClick }: LoadMoreButtonProps) {
  const press = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!loading) onClick();
  };
  return (
    <Link
      to={to}
      preventScrollReset
      role="button"
      className={styles.loadMore}
      aria-disabled={loading || undefined}
      aria-busy={loading}
      onClick={press}
      onKeyDown={(event) => {
        // A button answers Space too (Enter follows the link, which is handled on click).
        if (event.key === ' ') press(event);
      }}
    >
      {LOAD_MORE}
    </Link>
  );
}
