import type { SubmissionStatus as Status } from '../hooks/use-lead-form';
import styles from './lead-form.module.css';

export type SubmissionStatusProps = {
  status: Status;
  /** The thank-you message of this form. */
  successMessage: string;
};

/**
 * The outcome of the last submission. The polite region is always present so the thank-you is
 * announced when it appears; a failure is an alert.
 */
export function SubmissionStatus({ status, successMessage }: SubmissionStatusProps) {
  return (
    <>
      <div role="status" aria-live="polite" className={styles.statusRegion}>
        {status.kind === 'sent' ? <p className={styles.success}>{successMessage}</p> : null}
      </div>
      {status.kind === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p>{status.message}</p>
        </div>
      ) : null}
    </>
  );
}
