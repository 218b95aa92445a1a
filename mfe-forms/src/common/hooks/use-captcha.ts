import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';

/** How long Google's script may take before the visitor is told it could not load. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15000;
/** How often to look for Google's API while the widget is not ready. */
export const CAPTCHA_POLL_MS = 500;

/** Google's widget API is on the page (its `render` arrives once the library has loaded). */
const widgetApiPresent = () => typeof (window as { grecaptcha?: { render?: unknown } }).grecaptcha?.render === 'function';

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

  // The loader learns of Google's script through the script's onload callback. A page that loaded
  // the script itself, or a callback that comes before the script's load event, bypasses that:
  // the API showing up is enough, and the state change renders the widget.
  useEffect(() => {
    if (loadState === 'ready') return undefined;
    const poll = setInterval(() => {
      if (widgetApiPresent()) setLoadState('ready');
    }, CAPTCHA_POLL_MS);
    return () => clearInterval(poll);
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
