import styles from './loaders.module.css';

export type InlineLoaderProps = {
  /** SPEC's waiting text, shown as it is. */
  text?: string;
  className?: string;
};

/** "Loading..." where the content will appear (news detail, venture detail). */
export function InlineLoader({ text = 'Loading...', className }: InlineLoaderProps) {
  return (
    <p className={[styles.inline, className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      {text}
    </p>
  );
}
