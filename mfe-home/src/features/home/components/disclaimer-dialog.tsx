import { useEffect, useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '@group/shared/runtime';
import { paths } from '@group/shared/routes';
import { useFocusTrap } from '../hooks/use-focus-trap';
import styles from './disclaimer-dialog.module.css';

export type DisclaimerDialogProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * SPEC §2: the notice about forged Letters of Intent, shown when the home page opens. A modal
 * dialog: focus moves in and stays, Escape or Close dismisses it, focus then goes back.
 * It is a native dialog, open in the page's markup, whose Close button submits a form of the
 * "dialog" method: before the page's script runs (or without it) the browser closes it by itself.
 */
export function DisclaimerDialog({ open, onClose }: DisclaimerDialogProps) {
  const { siteName: group } = useRuntimeConfig();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  // Closed by the browser before the script took over: the page catches up instead of trapping
  // focus in a dialog that is no longer shown.
  useEffect(() => {
    if (open && dialogRef.current && !dialogRef.current.hasAttribute('open')) onClose();
  }, [open, onClose]);
  useFocusTrap(dialogRef, open, onClose);
  if (!open) return null;

  // With the script running, the page closes the dialog (and gives focus back).
  const close = (event: FormEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    // The visitor may close it before the page is hydrated: `open` is then the browser's.
    <dialog
      ref={dialogRef}
      open
      suppressHydrationWarning
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
    >
      <p className={styles.eyebrow}>Public notice</p>
      <h2 id={titleId} className={styles.title}>
        Beware of forged Letters of Intent
      </h2>
      <div id={bodyId} className={styles.body}>
        <p>
          It has come to our attention that forged Letters of Intent are circulating in the name of {group} and its
          companies. These documents were not issued by {group}: they are unauthorized, and {group} accepts no
          responsibility for any commitment, payment or loss arising from them.
        </p>
        <p>
          Before you act on any letter, offer or request for money that claims to come from {group}, please verify it
          only through our official channels: this website and the details on our{' '}
          <Link to={paths.contactUs} className={styles.link} onClick={onClose}>
            Contact Us
          </Link>{' '}
          page.
        </p>
      </div>
      <form method="dialog" onSubmit={close}>
        <button type="submit" className={styles.close}>
          Close
        </button>
      </form>
    </dialog>
  );
}
