import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './lead-form.module.css';

export type TextFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  /** Spans both columns of the form grid. */
  wide?: boolean;
};

/** A labelled, required text input (or text area) with its error under it. */
export function TextField({ id, label, registration, error, type = 'text', multiline, autoComplete, inputMode, maxLength, wide }: TextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    className: multiline ? `${styles.control} ${styles.textarea}` : styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': true,
    maxLength,
    ...registration,
  };
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...shared} />}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
