import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * Nothing had focus before (the page had just opened): the next Tab starts at the top of the
 * page, as it would have without the dialog, not after the spot the dialog leaves empty (the
 * browser goes on from there, past the whole page to its footer).
 */
function restartAtPageTop(): void {
  const { body } = document;
  if (body.hasAttribute('tabindex')) return;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/**
 * Modal focus handling: while `active`, focus moves into `containerRef` (the container itself,
 * so a screen reader starts at the dialog's label), Tab and Shift+Tab cycle inside it, focus that
 * escapes (a click elsewhere) is brought back, and Escape calls `onEscape`. When it ends, focus
 * returns to the element that had it before, or to the top of the page if none had.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // The latest handler, without restarting the trap (and moving focus) when it changes.
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = containerRef.current;
    // A dialog the browser closed before the script ran (its Close works without script) is not
    // shown: there is no focus to move into it, and none to give back when it goes; the visitor
    // may be using a control of the page by now.
    if (!active || !container || (container instanceof HTMLDialogElement && !container.open)) return undefined;
    const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    // The dialog floats over the page: moving focus into it must not scroll the page beneath.
    container.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusablesIn(container);
      if (focusables.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (event.shiftKey && (current === first || current === container || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) container.focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const current = document.activeElement;
      if (previous?.isConnected) previous.focus();
      else if (!current || current === document.body || container.contains(current)) restartAtPageTop();
    };
  }, [containerRef, active]);
}
