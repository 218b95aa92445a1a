import styles from './states.module.css';

export type ErrorStateProps = {
  /** SPEC's text where it names one, e.g. "Failed to load gallery data". */
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

/** A load that failed, announced at once, with an optional retry. */
export function ErrorState({ message, onRetry, retryLabel = 'Try again', className }: ErrorStateProps) {
  return (
    <div className={[styles.state, styles.error, className].filter(Boolean).join(' ')} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
