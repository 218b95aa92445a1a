/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` once the page has loaded (its images included) and the browser is idle, so
 * work that can wait does not compete with the page's first paint. Returns a cancel function.
 */
export function afterPageLoad(callback: () => void): () => void {
  const win = window as IdleWindow;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
