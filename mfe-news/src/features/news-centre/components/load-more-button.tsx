import styles from './news-list.module.css';

export type LoadMoreButtonProps = {
  loading: boolean;
  onClick: () => void;
};

export const LOAD_MORE = 'LOAD MORE';

/** SPEC §2's LOAD MORE; it cannot be pressed again while its page is on the way. */
export function LoadMoreButton({ loading, onClick }: LoadMoreButtonProps) {
  return (
    <button type="button" className={styles.loadMore} onClick={onClick} disabled={loading} aria-busy={loading}>
      {LOAD_MORE}
    </button>
  );
}
