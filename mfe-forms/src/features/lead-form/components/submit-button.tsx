import { SENDING_LABEL, SUBMIT_LABEL } from '../lead-form-messages';
import styles from './lead-form.module.css';

export type SubmitButtonProps = { sending: boolean };

/** Disabled while the lead is on its way, and says so. */
export function SubmitButton({ sending }: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending || undefined}>
      {sending ? SENDING_LABEL : SUBMIT_LABEL}
    </button>
  );
}
