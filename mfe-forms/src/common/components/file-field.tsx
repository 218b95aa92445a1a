import type { Ref } from 'react';
import { FieldError } from './field-error';
import styles from './lead-form.module.css';

/** SPEC §9: only PDF uploads. The browser's picker offers PDFs first; the rules still check. */
export const PDF_ACCEPT = '.pdf,application/pdf';

export type FileFieldProps = {
  id: string;
  /** The field's name in the form: the form reads the file from it when it is sent. */
  name: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
  onFile: (file: File | null) => void;
  error?: string;
};

/** A required PDF upload with its error under it. */
export function FileField({ id, name, label, inputRef, onFile, error }: FileFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={PDF_ACCEPT}
        className={`${styles.control} ${styles.file}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-required
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <p className={styles.hint} id={hintId}>
        PDF, up to 5 MB
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
