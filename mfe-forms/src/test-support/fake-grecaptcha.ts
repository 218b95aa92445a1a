/**
 * A stand-in for Google's `grecaptcha` global in component tests: each widget is a checkbox
 * "I'm not a robot" that hands `token` to the widget's callback when ticked. Installed before a
 * form renders, react-google-recaptcha finds it and never adds Google's script.
 */
type WidgetParams = { sitekey?: string; callback?: (token: string) => void; 'expired-callback'?: () => void; 'error-callback'?: () => void };
type Widget = { input: HTMLInputElement; params: WidgetParams };

export type FakeGrecaptcha = {
  /** The site key each widget was rendered with. */
  siteKeys: () => (string | undefined)[];
  /** How often the widgets were reset. */
  resets: () => number;
  /** The token the next tick hands out. */
  setToken: (token: string) => void;
  /** Google's "expired" and "error" callbacks of the first widget. */
  expire: () => void;
  fail: () => void;
};

declare global {
  interface Window {
    grecaptcha?: unknown;
  }
}

export function installFakeGrecaptcha(): FakeGrecaptcha {
  const widgets: Widget[] = [];
  let token = 'test-captcha-token';
  let resets = 0;
  window.grecaptcha = {
    ready: (callback: () => void) => callback(),
    render(container: HTMLElement, params: WidgetParams) {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'checkbox';
      label.append(input, " I'm not a robot");
      container.append(label);
      input.addEventListener('change', () => {
        if (input.checked) params.callback?.(token);
      });
      widgets.push({ input, params });
      return widgets.length - 1;
    },
    reset(id?: number) {
      resets += 1;
      const widget = widgets[id ?? 0];
      if (widget) widget.input.checked = false;
    },
    getResponse: (id?: number) => (widgets[id ?? 0]?.input.checked ? token : ''),
    execute: () => {},
  };
  return {
    siteKeys: () => widgets.map((widget) => widget.params.sitekey),
    resets: () => resets,
    setToken: (next) => {
      token = next;
    },
    expire: () => {
      const widget = widgets[0];
      if (!widget) return;
      widget.input.checked = false;
      widget.params['expired-callback']?.();
    },
    fail: () => widgets[0]?.params['error-callback']?.(),
  };
}

export function removeFakeGrecaptcha(): void {
  delete window.grecaptcha;
}
