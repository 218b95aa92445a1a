import { useEffect, useRef } from 'react';
import { useHydrated } from '@group/shared/ui';
import { SENDING_LABEL, SUBMIT_LABEL } from '../lead-form-messages';
import styles from './lead-form.module.css';

export type SubmitButtonProps = { sending: boolean };

/**
 * Disabled while the lead is on its way, and says so. Disabled too until the form is live: before
 * that, pressing it (or Enter in a field) would let the browser send the form itself, without the
 * rules or the captcha, and with everything typed in the page's address.
 */
export function SubmitButton({ sending }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) {
      wasSending.current = true;
      return;
    }
    if (!wasSending.current) return;
    wasSending.current = false;
    // Disabling it took focus from it (to the page): it gets it back, so the keyboard goes on from
    // the form (the outcome is announced by the form's status). Focus put elsewhere stays there.
    const current = document.activeElement;
    if (!current || current === document.body) buttonRef.current?.focus();
  }, [sending]);
  return (
    <button
      ref={buttonRef}
      type="submit"
      className={styles.submit}
      disabled={sending || !hydrated}
      aria-busy={sending || undefined}
    >
      {sending ? SENDING_LABEL : SUBMIT_LABEL}
    </button>
  );
}
