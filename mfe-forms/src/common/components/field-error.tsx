import styles from './lead-form.module.css';

export type FieldErrorProps = { id: string; message?: string };

/** A field's message under it; the field points at it with aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p className={styles.error} id={id}>
      {message}
    </p>
  );
}
