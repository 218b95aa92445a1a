import type { RefObject } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import type { CaptchaControls } from '../hooks/use-captcha';
import { captchaMessages } from '../lead-form-messages';
import { FieldError } from './field-error';
import styles from './lead-form.module.css';

export type CaptchaFieldProps = {
  id: string;
  siteKey: string;
  captchaRef: RefObject<ReCAPTCHA | null>;
  captcha: CaptchaControls;
  error?: string;
};

/** Google's reCAPTCHA checkbox, its own error, and a clear word when it cannot load. */
export function CaptchaField({ id, siteKey, captchaRef, captcha, error }: CaptchaFieldProps) {
  const errorId = `${id}-error`;
  const problem =
    captcha.loadState === 'failed' ? captchaMessages.loadFailed : captcha.widgetErrored ? captchaMessages.widgetError : undefined;
  return (
    <div className={styles.captcha} id={id} aria-describedby={error ? errorId : undefined}>
      <ReCAPTCHA
        ref={captchaRef}
        sitekey={siteKey}
        onChange={captcha.onChange}
        onExpired={captcha.onExpired}
        onErrored={captcha.onErrored}
        asyncScriptOnLoad={captcha.onScriptLoad}
      />
      {problem ? (
        <p className={styles.notice} role="alert">
          {problem}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
