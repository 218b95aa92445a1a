import type { FormEventHandler, ReactNode } from 'react';
import { SITE_ROOT_CLASS } from '@group/shared/ui';
import styles from './lead-form.module.css';

export type LeadFormFrameProps = {
  id: string;
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The visitor moved into the form (its first field, or any other). */
  onStart?: () => void;
  /** The fields, laid out on the form grid. */
  children: ReactNode;
  /** Captcha, button and outcome, under the fields. */
  footer: ReactNode;
  className?: string;
};

/**
 * The card around a lead form. It carries the site's token class itself, so the form looks right
 * in any host, with or without the shell around it.
 */
export function LeadFormFrame({ id, heading, onSubmit, onStart, children, footer, className }: LeadFormFrameProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={[SITE_ROOT_CLASS, styles.form, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {/* The rules of SPEC §5 run on submit; the browser's own checks would only get in the way. */}
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} onFocus={onStart} className={styles.grid}>
        {children}
        <div className={styles.actions}>{footer}</div>
      </form>
    </section>
  );
}
