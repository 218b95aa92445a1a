import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';

/** How long Google's script may take before the visitor is told it could not load. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15000;

export type CaptchaLoadState = 'loading' | 'ready' | 'failed';

/** What react-async-script hands to `asyncScriptOnLoad`. */
type ScriptState = { loaded?: boolean; errored?: boolean } | undefined;

export type CaptchaControls = {
  loadState: CaptchaLoadState;
  /** The widget reported a connection problem after it loaded. */
  widgetErrored: boolean;
  onScriptLoad: (state?: unknown) => void;
  onChange: (token: string | null) => void;
  onExpired: () => void;
  onErrored: () => void;
  /** Unticks the widget and forgets the token (a token is good for one submission only). */
  reset: () => void;
};

export type UseCaptchaResult = {
  /** For the widget's `ref` (react-google-recaptcha's reset lives on the instance). */
  captchaRef: RefObject<ReCAPTCHA | null>;
  captcha: CaptchaControls;
};

/**
 * The reCAPTCHA widget's state: the token goes to `onToken`, the script's load (or its failure,
 * or no answer within CAPTCHA_LOAD_TIMEOUT_MS) to `loadState`.
 */
export function useCaptcha(onToken: (token: string) => void): UseCaptchaResult {
  const ref = useRef<ReCAPTCHA | null>(null);
  const [loadState, setLoadState] = useState<CaptchaLoadState>('loading');
  const [widgetErrored, setWidgetErrored] = useState(false);

  useEffect(() => {
    if (loadState !== 'loading') return undefined;
    const timer = setTimeout(() => setLoadState((state) => (state === 'loading' ? 'failed' : state)), CAPTCHA_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loadState]);

  // A script that arrives after the time-out still counts: the message goes away.
  const onScriptLoad = useCallback((state?: unknown) => {
    setLoadState((state as ScriptState)?.errored ? 'failed' : 'ready');
  }, []);

  const onChange = useCallback(
    (token: string | null) => {
      setWidgetErrored(false);
      onToken(token ?? '');
    },
    [onToken],
  );

  const onExpired = useCallback(() => onToken(''), [onToken]);

  const onErrored = useCallback(() => {
    setWidgetErrored(true);
    onToken('');
  }, [onToken]);

  const reset = useCallback(() => {
    ref.current?.reset();
    onToken('');
  }, [onToken]);

  return { captchaRef: ref, captcha: { loadState, widgetErrored, onScriptLoad, onChange, onExpired, onErrored, reset } };
}
