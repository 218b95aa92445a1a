import { act } from '@testing-library/react';

let hidden = false;
let installed = false;

/** Pretends the browser tab was hidden or shown again, and fires visibilitychange. */
export function setPageVisibility(state: 'hidden' | 'visible'): void {
  if (!installed) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    installed = true;
  }
  hidden = state === 'hidden';
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

if (typeof afterEach === 'function') {
  afterEach(() => {
    hidden = false;
  });
}
