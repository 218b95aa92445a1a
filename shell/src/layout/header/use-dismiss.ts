import type { RefObject } from 'react';
import { useEffect } from 'react';

export type DismissReason = 'escape' | 'outside' | 'focus-left';

/**
 * While `active`, calls `onDismiss` when Escape is pressed, a pointer goes down outside
 * `containerRef`, or keyboard focus moves to an element outside it (Tab past its last item), so
 * nothing stays open over the part of the page focus went to. Used by the dropdowns and the
 * mobile menu, which close the same way.
 */
export function useDismiss(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !container.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    const onPointerDown = (event: Event) => {
      if (isOutside(event.target)) onDismiss('outside');
    };
    // No related target: the window itself lost focus (another tab, another program), not a move.
    const onFocusOut = (event: FocusEvent) => {
      if (isOutside(event.relatedTarget)) onDismiss('focus-left');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [active, containerRef, onDismiss]);
}
