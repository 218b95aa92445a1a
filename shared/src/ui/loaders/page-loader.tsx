import styles from './loaders.module.css';

export type PageLoaderProps = {
  /** What assistive technology announces. */
  label?: string;
};

/** Covers the page while its content loads (Home, Our Company, Careers, …). */
export function PageLoader({ label = 'Loading page' }: PageLoaderProps) {
  return (
    <div className={styles.page} role="status" aria-live="polite" aria-label={label}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
