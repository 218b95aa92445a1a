import { useHydrated } from '@group/shared/ui';
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

/**
 * Google's reCAPTCHA checkbox, its own error, and a clear word when it cannot load. The widget is
 * the browser's business: the server's markup (and the render that hydrates it) holds its place,
 * with a word for visitors without JavaScript.
 */
export function CaptchaField({ id, siteKey, captchaRef, captcha, error }: CaptchaFieldProps) {
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  const problem =
    captcha.loadState === 'failed' ? captchaMessages.loadFailed : captcha.widgetErrored ? captchaMessages.widgetError : undefined;
  return (
    <div className={styles.captcha} id={id} aria-describedby={error ? errorId : undefined}>
      {hydrated ? (
        <ReCAPTCHA
          ref={captchaRef}
          sitekey={siteKey}
          onChange={captcha.onChange}
          onExpired={captcha.onExpired}
          onErrored={captcha.onErrored}
          asyncScriptOnLoad={captcha.onScriptLoad}
        />
      ) : (
        <noscript>
          <p className={styles.notice}>{captchaMessages.needsScript}</p>
        </noscript>
      )}
      {problem ? (
        <p className={styles.notice} role="alert">
          {problem}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
