import { isChunkLoadFailure } from './remote-load-error';
import { LiveMark } from '../app/live-mark';
import styles from './remote-fallback.module.css';

export type RemoteFallbackProps = {
  error: unknown;
  onRetry: () => void;
};

/** Shown in place of a page whose remote is down or failed to load; the layout stays usable. */
export function RemoteFallback({ error, onRetry }: RemoteFallbackProps) {
  const chunkFailure = isChunkLoadFailure(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-heading">
      <h1 id="remote-fallback-heading" className={styles.heading}>
        This page is not available right now
      </h1>
      <p className={styles.text}>
        Part of the site could not be loaded. The rest of the site still works; please try again in a
        moment.
      </p>
      {chunkFailure && cause instanceof Error ? <p className={styles.detail}>{cause.message}</p> : null}
      <button type="button" className={styles.button} onClick={onRetry}>
        Try again
      </button>
      <LiveMark />
    </section>
  );
}

